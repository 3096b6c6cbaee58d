import { z } from 'zod';
import { PIN_PATTERN } from '../../domain/clock/pin-rules.js';
import { MAX_HOURLY_RATE_CENTS, MAX_SALE_AMOUNT_CENTS } from '../../domain/money/limits.js';
import { formatMoney, parseMoney } from '../../domain/money/money.js';
import { parsePercent } from '../../domain/money/percent.js';
import { type TextKind, unsafeTextProblem } from '../../domain/text/safe-text.js';
import { isCalendarDate } from '../../domain/time/calendar-date.js';
import {
  FIRST_STORED_YEAR,
  isStorableDate,
  isStorableInstant,
  LAST_STORED_YEAR,
  STORED_RANGE_MESSAGE,
  wholeSeconds,
} from '../../domain/time/stored-range.js';

function safeText(kind: TextKind) {
  return z.string().superRefine((text, ctx) => {
    const problem = unsafeTextProblem(text, kind);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  });
}

/**
 * Every text field of a request body is built on one of these two (decision 21), so none can
 * store a control character, a bidi override or an unpaired surrogate. The check runs on the
 * text as sent, before any `.trim()` chained after it. `PlainText` is one line (names, labels,
 * urls, references, staff refs); `NoteText` is free text from a multi-line box and may hold tab
 * and line breaks.
 */
export const PlainText = safeText('plain');
export const NoteText = safeText('note');

export const CalendarDate = z
  .string()
  .refine(isCalendarDate, 'must be a real calendar date written YYYY-MM-DD')
  .meta({ format: 'date', example: '2026-11-16' });

const RFC3339 = /^(\d{4}-\d{2}-\d{2})[Tt](\d{2}):(\d{2}):(\d{2})(\.\d{1,9})?([Zz]|[+-]\d{2}:\d{2})$/;

/**
 * RFC 3339 with any offset; parsed to a UTC instant in ms, fractional seconds dropped (floored,
 * SPEC §5), so what a request names is what is stored, returned and compared.
 */
export const Instant = z
  .string()
  .meta({ format: 'date-time', example: '2026-11-16T09:00:00Z' })
  .transform((text, ctx) => {
    const match = RFC3339.exec(text);
    const ms = match && isCalendarDate(match[1]!) ? Date.parse(text.toUpperCase()) : Number.NaN;
    if (Number.isNaN(ms) || Number(match?.[2]) > 23 || Number(match?.[3]) > 59 || Number(match?.[4]) > 59) {
      ctx.addIssue({ code: 'custom', message: 'must be an RFC 3339 timestamp such as 2026-11-16T09:00:00Z' });
      return z.NEVER;
    }
    return wholeSeconds(ms);
  });

/**
 * An issue that makes a well-formed request a `422 out_of_range` rather than a 400 (SPEC §5),
 * when it is the request's only kind of problem (`web/http/validate.ts`).
 */
export const OUT_OF_RANGE = { code: 'out_of_range' } as const;

/** An instant a write stores (shifts, time entries, clock `at`, commissions, token expiries). */
export const StoredInstant = Instant.superRefine((ms, ctx) => {
  if (!isStorableInstant(ms))
    ctx.addIssue({ code: 'custom', message: STORED_RANGE_MESSAGE, params: OUT_OF_RANGE });
}).meta({ description: `Years ${FIRST_STORED_YEAR}–${LAST_STORED_YEAR}; fractional seconds are dropped.` });

/** A date a write stores or acts on (time off, payroll periods, weeks to copy or publish). */
export const StoredDate = CalendarDate.superRefine((date, ctx) => {
  if (!isStorableDate(date))
    ctx.addIssue({ code: 'custom', message: STORED_RANGE_MESSAGE, params: OUT_OF_RANGE });
});

/**
 * Request money is written as response money is (SPEC §2 and §5): a string with exactly two
 * decimals, `"18.00"`, never `"18"`, `"18.5"` or a JSON number. Percentages share that form.
 */
const TWO_DECIMALS = /^\d+\.\d{2}$/;

/**
 * Money in a request, as integer cents. `maxCents` bounds amounts that get multiplied
 * (domain/money/limits.ts), so pay maths stays exact.
 */
export function moneyUpTo(maxCents: number) {
  const max = formatMoney(maxCents);
  return z
    .string()
    .meta({ pattern: TWO_DECIMALS.source, example: '18.25', description: `At most "${max}".` })
    .transform((text, ctx) => {
      const cents = TWO_DECIMALS.test(text) ? parseMoney(text) : null;
      if (cents === null) {
        ctx.addIssue({
          code: 'custom',
          message: 'must be a non-negative amount as a string with two decimals, such as "18.25"',
        });
        return z.NEVER;
      }
      if (cents > maxCents) {
        ctx.addIssue({ code: 'custom', message: `must be at most "${max}"` });
        return z.NEVER;
      }
      return cents;
    });
}

export const HourlyRate = moneyUpTo(MAX_HOURLY_RATE_CENTS);
export const SaleAmount = moneyUpTo(MAX_SALE_AMOUNT_CENTS);

export const Percent = z
  .string()
  .meta({ pattern: TWO_DECIMALS.source, example: '5.00', description: 'From "0.00" to "100.00".' })
  .transform((text, ctx) => {
    const basisPoints = TWO_DECIMALS.test(text) ? parsePercent(text) : null;
    if (basisPoints === null) {
      ctx.addIssue({
        code: 'custom',
        message: 'must be a percentage with two decimals from "0.00" to "100.00"',
      });
      return z.NEVER;
    }
    return basisPoints;
  });

export const Handle = z
  .string()
  .regex(/^[a-z0-9][a-z0-9._-]{0,62}$/, 'must match ^[a-z0-9][a-z0-9._-]{0,62}$');

/** A clock PIN (SPEC §10): a string, so leading zeros count; never echoed back. */
export const Pin = z
  .string()
  .regex(PIN_PATTERN, 'must be 4 to 8 digits')
  .meta({ description: 'A clock PIN of 4 to 8 digits, as a string.', examples: ['0042'] });

/**
 * The PIN a clock request offers (SPEC §10): a credential, judged only when the caller must give
 * one. Whatever its form, a string that is not the staff member's PIN is a wrong PIN (`403
 * invalid_pin`), not a malformed request; empty or null is no PIN. Like every text field it
 * refuses control and bidi characters (400), and its length is bounded.
 */
export const PinAttempt = PlainText.max(64)
  .nullable()
  .meta({
    description:
      "The staff member's PIN, as a string; needed with a kiosk's token. A value that is not their PIN, whatever its form, is a 403 invalid_pin.",
    examples: ['0042'],
  });

/** A Shopify staff member's numeric id as a string (SPEC §11): ids pass 2^53, so never a number. */
export const ShopifyStaffMemberId = z
  .string()
  .regex(/^[1-9][0-9]{0,19}$/, 'must be the numeric id of a Shopify staff member, as a string')
  .meta({ example: '103205625' });

/** `?format=csv` asks for CSV as `Accept: text/csv` does. */
export const Format = z.enum(['json', 'csv']).optional();

const Limit = z
  .string()
  .regex(/^\d{1,3}$/, 'must be an integer from 1 to 100')
  .transform(Number)
  .pipe(z.number().int().min(1, 'must be at least 1').max(100, 'must be at most 100'))
  // Documented as what it means to a client (a query string carries only text).
  .meta({
    type: 'integer',
    minimum: 1,
    maximum: 100,
    pattern: undefined,
    description: 'Rows per page, 50 unless given.',
  });

export const ListQuery = {
  limit: Limit.optional(),
  starting_after: z.string().min(1).optional(),
  format: Format,
};

export const DEFAULT_LIMIT = 50;

/** The page a list query asks for: `limit` rows (50 unless given) after `starting_after`. */
export function pageRequested(query: { limit?: number | undefined; starting_after?: string | undefined }) {
  return { limit: query.limit ?? DEFAULT_LIMIT, startingAfter: query.starting_after };
}
