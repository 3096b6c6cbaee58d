/** `00`…`59`, the two-digit fields of a date and a time. */
const TWO_DIGITS = Array.from({ length: 60 }, (_, i) => (i < 10 ? `0${i}` : String(i)));
const DAY_MS = 86_400_000;
/** 10000-01-01T00:00:00Z: past it `toISOString` writes six-digit years. */
const YEAR_10000_MS = 253_402_300_800_000;

/**
 * RFC 3339 in UTC with whole seconds, `2026-11-16T09:00:00Z`, as SPEC §5 shows. Instants are
 * kept in ms inside; the fraction of a second is dropped only here, at the edge.
 *
 * The same text as `toISOString().slice(0, 19) + 'Z'`, built with integer arithmetic (days to
 * a civil date, H. Hinnant's algorithm) instead of a `Date` per call: a CSV export formats
 * four instants per row, and `toISOString` was a fifth of its time. The date part is kept
 * per day, as the hand-written export of the CSV bench keeps it. Instants before 1970 or after
 * 9999 take the `Date` path.
 */
export function formatInstant(ms: number): string {
  if (!(ms >= 0 && ms < YEAR_10000_MS)) return `${new Date(ms).toISOString().slice(0, 19)}Z`;
  const days = Math.floor(ms / DAY_MS);
  const seconds = Math.floor((ms - days * DAY_MS) / 1000);
  const hour = Math.floor(seconds / 3600);
  const minute = Math.floor((seconds - hour * 3600) / 60);
  return `${datePrefix(days)}${TWO_DIGITS[hour]}:${TWO_DIGITS[minute]}:${TWO_DIGITS[seconds - hour * 3600 - minute * 60]}Z`;
}

/** `YYYY-MM-DDT` of days since 1970, kept for the days last asked: an export's rows share few. */
const prefixes = new Map<number, string>();
const MAX_PREFIXES = 4096;

function datePrefix(days: number): string {
  let prefix = prefixes.get(days);
  if (prefix === undefined) {
    if (prefixes.size >= MAX_PREFIXES) prefixes.clear();
    prefix = civilDatePrefix(days);
    prefixes.set(days, prefix);
  }
  return prefix;
}

/** Days since 1970 (0 or more) to `YYYY-MM-DDT`. */
function civilDatePrefix(days: number): string {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const dayOfEra = z - era * 146_097;
  const yearOfEra = Math.floor(
    (dayOfEra -
      Math.floor(dayOfEra / 1460) +
      Math.floor(dayOfEra / 36_524) -
      Math.floor(dayOfEra / 146_096)) /
      365,
  );
  const dayOfYear = dayOfEra - (365 * yearOfEra + Math.floor(yearOfEra / 4) - Math.floor(yearOfEra / 100));
  const monthFromMarch = Math.floor((5 * dayOfYear + 2) / 153);
  const day = dayOfYear - Math.floor((153 * monthFromMarch + 2) / 5) + 1;
  const month = monthFromMarch < 10 ? monthFromMarch + 3 : monthFromMarch - 9;
  const year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0);
  return `${year}-${TWO_DIGITS[month]}-${TWO_DIGITS[day]}T`;
}

export function formatOptionalInstant(ms: number | null): string | null {
  return ms === null ? null : formatInstant(ms);
}
