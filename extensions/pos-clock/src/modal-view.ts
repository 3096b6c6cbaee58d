import { expiring } from './action-queue.js';
import { actionsFor } from './clock-machine.js';
import type { ClockSnapshot, Notice } from './clock-snapshot.js';
import type { ClockAction } from './clock-types.js';
import { openRefusals, staffView } from './clock-view.js';
import type { Wording } from './wording.js';

export interface ModalBanner {
  tone: 'success' | 'info' | 'warning' | 'critical';
  heading: string;
  text: string;
  /** A refused action: the modal offers to send it again or to dismiss it. */
  refusal?: { id: string; retryLabel: string; dismissLabel: string };
}

export interface ModalView {
  heading: string;
  /** Where the staff member stands: "On since 09:02". */
  status: string;
  /** Next shift and hours this week, when known. */
  details: string[];
  /** `loading`: this action's button was pressed and it is on its way. */
  actions: { action: ClockAction; label: string; primary: boolean; loading: boolean }[];
  /** Actions are shown but cannot be pressed (one is on its way, or a refusal waits). */
  actionsDisabled: boolean;
  banners: ModalBanner[];
}

function noticeText(notice: Notice, words: Wording): string {
  if (notice.kind === 'problem') return words.problem(notice.problem);
  const vars = { action: words.action(notice.action), time: words.time(notice.at) };
  if (notice.kind === 'done') return words.t(`done.${notice.action}`, vars);
  if (notice.why !== 'later') return words.t(`kept.${notice.why}`, vars);
  return words.t('kept.later', {
    ...vars,
    reason: notice.reason ? words.problem(notice.reason) : '',
    retry: words.time(notice.retryAt ?? Date.parse(notice.at)),
  });
}

export function modalView(snapshot: ClockSnapshot, now: Date, words: Wording): ModalView {
  const { t } = words;
  const banners: ModalBanner[] = [];
  const refusals = openRefusals(snapshot);
  for (const { queued, problem } of refusals)
    banners.push({
      tone: 'critical',
      heading: t(`notRecorded.${queued.action}`, { time: words.time(queued.at) }),
      text: words.problem(problem),
      refusal: {
        id: queued.id,
        retryLabel: problem.code === 'invalid_pin' ? t('modal.retryWithPin') : t('modal.retry'),
        dismissLabel: t('modal.dismiss'),
      },
    });
  if (snapshot.notice)
    banners.push({
      tone: snapshot.notice.tone,
      heading: snapshot.notice.tone === 'critical' ? t('modal.notRecorded') : t('modal.notice'),
      text: noticeText(snapshot.notice, words),
    });
  const { queue } = snapshot;
  const waiting = queue.pending.length;
  const old = expiring(queue, now);
  if (old)
    banners.push(
      old.leftMs > 0
        ? {
            tone: 'critical',
            heading: t('modal.expiringHeading', { left: words.duration(old.leftMs) }),
            text: t('modal.expiringText'),
          }
        : { tone: 'critical', heading: t('modal.expiredHeading'), text: t('modal.expiredText') },
    );
  if (waiting > 0) {
    const when =
      queue.retryAt !== null && queue.retryAt > now.getTime()
        ? t('queue.retryAt', { time: words.time(queue.retryAt) })
        : queue.lastError
          ? words.problem(queue.lastError)
          : snapshot.online
            ? t('queue.sendingNow')
            : t('queue.whenOnline');
    const memoryOnly = snapshot.persistent ? '' : ` ${t('queue.memoryOnly')}`;
    banners.push({
      tone: 'warning',
      heading: t('queue.waiting', { count: waiting }),
      text: `${when}${memoryOnly}`,
    });
  }

  const view = staffView(snapshot);
  const base = { details: [], actions: [], actionsDisabled: true, banners };
  switch (view.kind) {
    case 'locked':
      return { ...base, heading: t('title'), status: t('modal.locked') };
    case 'loading':
      return { ...base, heading: t('title'), status: t('loading') };
    case 'unavailable':
      return {
        ...base,
        heading: t('title'),
        status:
          view.problem.code === 'offline_no_data' ? t('problem.offlineNoData') : words.problem(view.problem),
      };
    case 'not-linked':
      return { ...base, heading: t('modal.notLinked'), status: t('modal.notLinkedText') };
  }
  const { row, position, hours } = view;
  const since = position.since ? { time: words.time(position.since) } : null;
  const status =
    position.state === 'off'
      ? t('state.off')
      : position.state === 'on'
        ? since
          ? t('state.onSince', since)
          : t('state.on')
        : since
          ? t('state.breakSince', since)
          : t('state.break');
  const details = [
    row.next_shift ? t('modal.nextShift', { shift: words.shift(row.next_shift, now) }) : t('modal.noShift'),
  ];
  if (hours !== null) details.push(t('modal.hours', { hours: words.hours(hours) }));
  if (row.overdue && position.state !== 'off') details.push(t('modal.overdue'));
  return {
    heading: row.name,
    status,
    details,
    actions: actionsFor(position.state).map((action, index) => ({
      action,
      label: words.action(action),
      primary: index === 0,
      loading: snapshot.busy && snapshot.pressed === action,
    })),
    actionsDisabled: snapshot.busy || refusals.length > 0,
    banners,
  };
}
