/**
 * Money arrives as strings with two decimals and is only ever displayed: it is formatted
 * from the string's integer cents, never added up as floats (SPEC §2).
 */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(amount: string | null | undefined, currency: string): string {
  if (amount === null || amount === undefined) return '—';
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(undefined, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(Number(amount));
}

/** "18.25" → 1825; null for anything that is not a money string. */
export function toCents(amount: string): number | null {
  const match = /^(-?)(\d+)(?:\.(\d{1,2}))?$/.exec(amount.trim());
  if (!match) return null;
  const cents = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -cents : cents;
}

export function centsToAmount(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

const hoursFormat = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
export function formatHours(hours: number | undefined): string {
  return hours === undefined ? '—' : `${hoursFormat.format(hours)} h`;
}

/** A money field as typed by a manager: "18.25", "18.2" or "18". */
export function isMoneyInput(value: string): boolean {
  return /^\d+(\.\d{1,2})?$/.test(value.trim());
}

/**
 * What the API takes for a typed amount: money travels with exactly two decimals, so "18" is
 * sent as "18.00" and "18.5" as "18.50". Anything else goes as typed, for the API to refuse.
 */
export function toMoneyString(value: string): string {
  const cents = isMoneyInput(value) ? toCents(value) : null;
  return cents === null ? value.trim() : centsToAmount(cents);
}

/**
 * A commission's rate: null when its lines were paid at different rates or per unit by
 * commission rules (SPEC §18), and for a goal bonus.
 */
export function formatRate(rate: string | null): string {
  return rate === null ? 'Mixed' : `${rate} %`;
}
