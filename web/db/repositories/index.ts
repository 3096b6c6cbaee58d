import type { Database } from '../database.js';
import { createApiTokensRepository } from './api-tokens-repository.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createAvailabilityRepository } from './availability-repository.js';
import { createCommissionRulesRepository } from './commission-rules-repository.js';
import { createCommissionsRepository } from './commissions-repository.js';
import { createEventsRepository } from './events-repository.js';
import { createGoalsRepository } from './goals-repository.js';
import { createIdempotencyKeysRepository } from './idempotency-keys-repository.js';
import { createNotificationDueRepository } from './notification-due-repository.js';
import { createNotificationsRepository } from './notifications-repository.js';
import { createOrderImportsRepository } from './order-imports-repository.js';
import { createPayrollRunsRepository } from './payroll-runs-repository.js';
import { createProductCatalogRepository } from './product-catalog-repository.js';
import { createSalesRepository } from './sales-repository.js';
import { createShiftRequestsRepository } from './shift-requests-repository.js';
import { createShiftsRepository } from './shifts-repository.js';
import { createShopifySessionsRepository } from './shopify-sessions-repository.js';
import { createShopifyWebhookReceiptsRepository } from './shopify-webhook-receipts-repository.js';
import { createShopsRepository } from './shops-repository.js';
import { createStaffAuthRepository } from './staff-auth-repository.js';
import { createStaffRepository } from './staff-repository.js';
import { createTimeEntriesRepository } from './time-entries-repository.js';
import { createTimeOffRepository } from './time-off-repository.js';
import { createTimesheetsRepository } from './timesheets-repository.js';
import { createTipsRepository } from './tips-repository.js';
import { createWebhookDeliveriesRepository } from './webhook-deliveries-repository.js';
import { createWebhookEndpointsRepository } from './webhook-endpoints-repository.js';

/**
 * Every SQL statement of the app lives behind these repositories, so the services never touch
 * tables. Each query is written once and runs on SQLite and PostgreSQL alike; the few that
 * differ ask `db.dialect` here, never in the services.
 */
export function createRepositories(db: Database) {
  const shops = createShopsRepository(db);
  const goals = createGoalsRepository(db);
  return {
    shops,
    staff: createStaffRepository(db),
    timesheets: createTimesheetsRepository(db),
    timeEntries: createTimeEntriesRepository(db),
    apiTokens: createApiTokensRepository(db),
    auditLog: createAuditLogRepository(db),
    events: createEventsRepository(db),
    idempotencyKeys: createIdempotencyKeysRepository(db),
    shifts: createShiftsRepository(db),
    timeOff: createTimeOffRepository(db),
    webhookEndpoints: createWebhookEndpointsRepository(db),
    webhookDeliveries: createWebhookDeliveriesRepository(db),
    commissionRules: createCommissionRulesRepository(db),
    commissions: createCommissionsRepository(db),
    payrollRuns: createPayrollRunsRepository(db),
    sales: createSalesRepository(db, goals),
    tips: createTipsRepository(db),
    goals,
    orderImports: createOrderImportsRepository(db),
    productCatalog: createProductCatalogRepository(db),
    shopifySessions: createShopifySessionsRepository(db),
    shopifyWebhookReceipts: createShopifyWebhookReceiptsRepository(db, shops),
    notifications: createNotificationsRepository(db),
    notificationDue: createNotificationDueRepository(db),
    staffAuth: createStaffAuthRepository(db),
    availability: createAvailabilityRepository(db),
    shiftRequests: createShiftRequestsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
