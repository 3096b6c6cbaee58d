import { expiring } from './action-queue.js';
import type { ClockSnapshot } from './clock-snapshot.js';
import { openRefusals, staffView } from './clock-view.js';
import type { Wording } from './wording.js';

/** The props of `<s-tile>`: what the smart-grid tile says. */
export interface TileView {
  heading: string;
  subheading: string;
  disabled: boolean;
  tone: 'auto' | 'accent';
  /** The badge: actions waiting on this device. */
  itemCount?: number;
}

export function tileView(snapshot: ClockSnapshot, now: Date, words: Wording): TileView {
  const { t } = words;
  const waiting = snapshot.queue.pending.length;
  const badge = waiting > 0 ? { itemCount: waiting } : {};
  const view = staffView(snapshot);
  // A locked screen offers nothing: no one is there to clock in or out.
  const disabled = view.kind === 'locked';
  // Actions the server will soon refuse as too old come first, whoever is pinned in: someone
  // must get POS online before they are lost to the 24 h limit.
  const old = expiring(snapshot.queue, now);
  if (old)
    return {
      heading: t('tile.sendSoon'),
      subheading:
        old.leftMs > 0
          ? t('tile.expiring', { count: old.count, left: words.duration(old.leftMs) })
          : t('tile.expired', { count: old.count }),
      disabled,
      tone: 'accent',
      ...badge,
    };
  if (view.kind === 'locked')
    return { heading: t('title'), subheading: t('tile.locked'), disabled, tone: 'auto', ...badge };
  if (openRefusals(snapshot).length > 0)
    return {
      heading: t('tile.refused'),
      subheading: t('tile.tapToSeeWhy'),
      disabled,
      tone: 'accent',
      ...badge,
    };
  const waitingLine = waiting > 0 ? t('queue.waiting', { count: waiting }) : null;
  switch (view.kind) {
    case 'loading':
      return { heading: t('title'), subheading: t('loading'), disabled, tone: 'auto', ...badge };
    case 'unavailable':
      return {
        heading: t('title'),
        subheading: waitingLine ?? (snapshot.online ? t('tile.unavailable') : t('tile.offline')),
        disabled,
        tone: 'auto',
        ...badge,
      };
    case 'not-linked':
      return {
        heading: t('tile.notLinked'),
        subheading: t('tile.askManager'),
        disabled,
        tone: 'auto',
        ...badge,
      };
  }
  const { position, row } = view;
  let heading: string;
  let detail: string;
  if (position.state === 'off') {
    heading = words.action('in');
    detail = row.next_shift
      ? t('tile.nextShift', { shift: words.shift(row.next_shift, now) })
      : t('tile.tapToClockIn');
  } else if (position.state === 'on') {
    heading = position.since ? t('state.onSince', { time: words.time(position.since) }) : t('state.on');
    detail = row.overdue ? t('tile.overdue') : t('tile.tapOn');
  } else {
    heading = t('state.break');
    detail = position.since ? t('tile.since', { time: words.time(position.since) }) : t('tile.tapBreak');
  }
  const offlineLine = snapshot.online ? null : t('tile.offlineKept');
  return {
    heading,
    subheading: waitingLine ?? offlineLine ?? detail,
    disabled,
    tone: waiting > 0 ? 'accent' : 'auto',
    ...badge,
  };
}
