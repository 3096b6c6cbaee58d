import type { ShopRow } from '../../db/repositories/shops-repository.js';
import { isMailbox } from '../../domain/email/email-address.js';
import { invalidEmail, stateConflict } from '../../domain/errors.js';
import type { OvertimeRule } from '../../domain/pay/overtime.js';
import {
  mergePayrollExport,
  type PayrollExportChange,
  parsePayrollExport,
} from '../../domain/payroll/files/payroll-export-settings.js';
import type { Weekday } from '../../domain/time/work-week.js';
import type { ServiceDeps, StaffAppSettings } from '../deps.js';
import { refreshTimesheet } from '../timesheets/timesheet-for-entry.js';
import { type ShopView, shopView } from '../views/shop-view.js';
import { loadShop, lockedShop } from './shop-context.js';

export interface ShopSettingsInput {
  timezone?: string | undefined;
  weekStart?: Weekday | undefined;
  overtimeRule?: OvertimeRule | undefined;
  posPinRequired?: boolean | undefined;
  staffSeePay?: boolean | undefined;
  shiftRequestsNeedApproval?: boolean | undefined;
  managerEmails?: string[] | undefined;
  shiftReminderMinutes?: number | null | undefined;
  payrollExport?: PayrollExportChange | undefined;
}

/** SPEC §16: each manager email must be a mailbox; every bad one is named. */
function checkManagerEmails(emails: string[]): void {
  const errors = emails.flatMap((email, index) =>
    isMailbox(email) ? [] : [{ field: `manager_emails[${index}]`, message: 'not an email address' }],
  );
  if (errors.length > 0)
    throw invalidEmail(
      'manager_emails',
      'Every manager email must be an address like name@example.com.',
      errors,
    );
}

async function usageOf(deps: ServiceDeps, shop: ShopRow) {
  return {
    activeStaff: await deps.repos.staff.countActive(shop.id),
    webhookEndpoints: await deps.repos.webhookEndpoints.countByShop(shop.id),
  };
}

type ShopDeps = ServiceDeps & { staffApp: Pick<StaffAppSettings, 'emailEnabled'> };

export async function getShop(deps: ShopDeps, shopId: string): Promise<ShopView> {
  const shop = await loadShop(deps, shopId);
  return shopView(
    shop,
    await usageOf(deps, shop),
    await deps.repos.orderImports.findByShop(shop.id),
    deps.staffApp.emailEnabled,
  );
}

/**
 * A new time zone or week start would move existing entries between weeks and days, so it is
 * accepted only while the shop has no timesheets. A new overtime rule recomputes every
 * pending timesheet at once; approved ones keep the hours they were approved with. Under the
 * shop's lock, so no entry is written meanwhile under the old settings.
 */
export async function updateShopSettings(
  deps: ShopDeps,
  shopId: string,
  input: ShopSettingsInput,
): Promise<ShopView> {
  const { repos } = deps;
  if (input.managerEmails) checkManagerEmails(input.managerEmails);
  return deps.db.transaction(async () => {
    const shop = await lockedShop(deps, shopId);
    const movesWeeks =
      (input.timezone !== undefined && input.timezone !== shop.timezone) ||
      (input.weekStart !== undefined && input.weekStart !== shop.weekStart);
    if (movesWeeks && (await repos.timesheets.countByShop(shop.id)) > 0) {
      throw stateConflict('The time zone and week start cannot change once the shop has timesheets.');
    }
    const updated = await repos.shops.update(shop.id, {
      ...(input.timezone !== undefined && { timezone: input.timezone }),
      ...(input.weekStart !== undefined && { weekStart: input.weekStart }),
      ...(input.overtimeRule !== undefined && { overtimeRule: input.overtimeRule }),
      ...(input.posPinRequired !== undefined && { posPinRequired: input.posPinRequired }),
      ...(input.staffSeePay !== undefined && { staffSeePay: input.staffSeePay }),
      ...(input.shiftRequestsNeedApproval !== undefined && {
        shiftRequestsNeedApproval: input.shiftRequestsNeedApproval,
      }),
      ...(input.managerEmails !== undefined && { managerEmails: JSON.stringify(input.managerEmails) }),
      ...(input.shiftReminderMinutes !== undefined && { shiftReminderMinutes: input.shiftReminderMinutes }),
      ...(input.payrollExport !== undefined && {
        payrollExport: JSON.stringify(
          mergePayrollExport(parsePayrollExport(shop.payrollExport), input.payrollExport),
        ),
      }),
      updatedAt: deps.now(),
    });
    if (updated.overtimeRule !== shop.overtimeRule) {
      for (const timesheet of await repos.timesheets.listPendingByShop(shop.id))
        await refreshTimesheet(deps, updated, timesheet.id);
    }
    return shopView(
      updated,
      await usageOf(deps, updated),
      await repos.orderImports.findByShop(updated.id),
      deps.staffApp.emailEnabled,
    );
  });
}
