import type { ClockAction, NextShift, Problem } from './clock-types.js';
import type { Translate } from './pos-host.js';

/**
 * Everything the tile and the modal say, in the POS user's language: strings come from
 * `locales/*.json` through POS's `shopify.i18n.translate` (which picks the user's locale, its
 * language, then `en.default.json`), and times, dates and numbers from `Intl` in the locale POS
 * reports (`shopify.locale`), so a US store reads "1:05 PM" and a French one "13:05".
 */
export interface Wording {
  readonly locale: string;
  t(key: string, vars?: Record<string, string | number>): string;
  /** A clock time in the locale's hour cycle: "09:02", "9:02 AM". */
  time(iso: string | number): string;
  /** "Today 09:00–17:00", "Tomorrow …", "Tue 24 Nov …", or "Now, until 17:00". */
  shift(shift: NextShift, now: Date): string;
  /** "7.5 h", "7,5 h". */
  hours(hours: number): string;
  /** "3 h", "45 min": what is left before something happens. */
  duration(ms: number): string;
  action(action: ClockAction): string;
  /** A problem as the cashier reads it: the server's own `detail`, or ours for what is ours. */
  problem(problem: Problem): string;
}

export interface WordingOptions {
  translate: Translate;
  /** IETF tag from `shopify.locale`; unset or unknown, the device's default applies. */
  locale?: string;
  /** IANA zone for tests; POS leaves it unset and the device's zone applies. */
  timeZone?: string;
}

/** An `Intl.DateTimeFormat` for the locale, or for the device's default when the tag is not one. */
function dateFormat(locale: string | undefined, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  for (const tag of [locale, locale?.replace(/_/g, '-')])
    try {
      if (tag) return new Intl.DateTimeFormat(tag, options);
    } catch {
      // Not a tag Intl knows: try the next spelling, then the default.
    }
  return new Intl.DateTimeFormat(undefined, options);
}

function numberFormat(locale: string | undefined): Intl.NumberFormat {
  for (const tag of [locale, locale?.replace(/_/g, '-')])
    try {
      if (tag) return new Intl.NumberFormat(tag, { maximumFractionDigits: 2 });
    } catch {
      // As above.
    }
  return new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });
}

/** The local calendar date, YYYY-MM-DD, to tell today and tomorrow apart. */
function localDate(at: Date, timeZone?: string): string {
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    timeZone,
  }).format(at);
}

export function createWording({ translate, locale, timeZone }: WordingOptions): Wording {
  const t = (key: string, vars?: Record<string, string | number>) => translate(key, vars);
  // The locale's own hour cycle; a 24-hour clock gets two-digit hours ("09:02", as on POS).
  const probe = dateFormat(locale, { hour: 'numeric', minute: '2-digit', timeZone });
  const cycle = probe.resolvedOptions().hourCycle;
  const clock =
    cycle === 'h23' || cycle === 'h24'
      ? dateFormat(locale, { hour: '2-digit', minute: '2-digit', timeZone })
      : probe;
  const day = dateFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone });
  const numbers = numberFormat(locale);
  const time = (iso: string | number) => clock.format(new Date(iso));

  return {
    locale: locale ?? '',
    t,
    time,
    shift(shift, now) {
      const end = time(shift.ends_at);
      if (Date.parse(shift.starts_at) <= now.getTime()) return t('shift.now', { end });
      const date = localDate(new Date(shift.starts_at), timeZone);
      const label =
        date === localDate(now, timeZone)
          ? t('shift.today')
          : date === localDate(new Date(now.getTime() + 86_400_000), timeZone)
            ? t('shift.tomorrow')
            : day.format(new Date(shift.starts_at));
      return t('shift.range', { day: label, start: time(shift.starts_at), end });
    },
    hours(hours) {
      return t('hours', { hours: numbers.format(hours) });
    },
    duration(ms) {
      const minutes = Math.max(1, Math.floor(ms / 60_000));
      return minutes >= 60
        ? t('duration.hours', { count: Math.floor(minutes / 60) })
        : t('duration.minutes', { count: minutes });
    },
    action(action) {
      return t(`actions.${action}`);
    },
    problem(problem) {
      switch (problem.code) {
        case 'network':
          return t('problem.network');
        case 'no_session_token':
          return t('problem.noToken');
        case 'answer_lost':
          return t('problem.answerLost');
        case 'offline_no_data':
          return t('problem.offlineNoData');
        // Another target is sending the same action at this moment.
        case 'idempotency_conflict':
          return t('queue.sendingNow');
        default:
          return problem.detail || t('problem.status', { status: problem.status });
      }
    },
  };
}
