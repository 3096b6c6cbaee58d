import { z } from 'zod';
import {
  ADP_FILE_NUMBER,
  ADP_FILE_NUMBER_MIN,
  GUSTO_EMPLOYEE_ID,
  PAYCHEX_WORKER_ID,
} from '../../../domain/payroll/files/payroll-formats.js';
import {
  Handle,
  HourlyRate,
  Percent,
  Pin,
  PlainText,
  SaleAmount,
  ShopifyStaffMemberId,
} from '../common-schemas.js';

const Name = PlainText.trim().min(1).max(200);
/** Checked by the use case, so a malformed address is a 422 `invalid_email` (SPEC §15). */
const Email = PlainText.max(1000).nullable().meta({ format: 'email' });

/**
 * SPEC §19: a staff member's id at each payroll provider; a key sent with null removes it, a key
 * not sent is left as it is.
 */
export const PayrollIdsBody = z
  .strictObject({
    gusto: PlainText.regex(GUSTO_EMPLOYEE_ID, 'must be the 6-letter-or-digit Gusto employee ID')
      .nullable()
      .optional(),
    adp_wfn: PlainText.regex(ADP_FILE_NUMBER, 'must be the ADP file number, 51 to 999999')
      .refine((id) => Number(id) >= ADP_FILE_NUMBER_MIN, 'must be the ADP file number, 51 to 999999')
      .nullable()
      .optional(),
    paychex_flex: PlainText.regex(
      PAYCHEX_WORKER_ID,
      'must be the Paychex worker ID: 1 to 10 letters or digits',
    )
      .nullable()
      .optional(),
    quickbooks: PlainText.min(1)
      .max(100)
      .meta({ description: "The employee's display name in QuickBooks Online." })
      .nullable()
      .optional(),
  })
  .meta({ id: 'PayrollIdsChange' });

export const CreateStaffBody = z.strictObject({
  handle: Handle,
  name: Name,
  email: Email.optional(),
  hourly_rate: HourlyRate.nullable().optional(),
  commission_rate: Percent.nullable().optional(),
  goal_amount: SaleAmount.nullable()
    .optional()
    .meta({ description: 'SPEC §18: monthly sales goal; set with goal_bonus, or both null.' }),
  goal_bonus: SaleAmount.nullable()
    .optional()
    .meta({ description: 'SPEC §18: paid once a local month when sales reach goal_amount.' }),
  active: z.boolean().optional(),
  shopify_staff_member_id: ShopifyStaffMemberId.nullable().optional(),
  pin: Pin.nullable().optional(),
  payroll_ids: PayrollIdsBody.optional(),
});

/** A change: any field of a new staff member, each optional. */
export const UpdateStaffBody = CreateStaffBody.partial();
