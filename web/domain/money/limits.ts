/**
 * The largest amounts the API accepts where an amount is multiplied, so that every product
 * and sum built from it stays an exact integer (below 2^53 cents) however many weeks, staff
 * and commissions a payroll run adds up. Generous for any currency written with two decimals.
 */

/** 1,000,000.00 an hour: a 169-hour week at double time is then under 2^36 cents. */
export const MAX_HOURLY_RATE_CENTS = 100_000_000;

/** 100,000,000.00 a sale: its commission at 100 % times the rate's basis points stays under 2^47. */
export const MAX_SALE_AMOUNT_CENTS = 10_000_000_000;
