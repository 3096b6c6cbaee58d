import type { DatabaseHandle } from '../client.js';
import { createApiTokensRepository } from './api-tokens-repository.js';
import { createAuditLogRepository } from './audit-log-repository.js';
import { createEventsRepository } from './events-repository.js';
import { createShiftsRepository } from './shifts-repository.js';
import { createShopsRepository } from './shops-repository.js';
import { createStaffRepository } from './staff-repository.js';
import { createTimeEntriesRepository } from './time-entries-repository.js';
import { createTimesheetsRepository } from './timesheets-repository.js';

/**
 * Every SQL statement of the app lives behind these repositories, so the services never touch
 * tables and a PostgreSQL implementation can later slot in behind the same shape.
 */
export function createRepositories(db: DatabaseHandle) {
  return {
    shops: createShopsRepository(db),
    staff: createStaffRepository(db),
    timesheets: createTimesheetsRepository(db),
    timeEntries: createTimeEntriesRepository(db),
    apiTokens: createApiTokensRepository(db),
    auditLog: createAuditLogRepository(db),
    events: createEventsRepository(db),
    shifts: createShiftsRepository(db),
  };
}
export type Repositories = ReturnType<typeof createRepositories>;
