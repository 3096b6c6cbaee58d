/**
 * The outboxes a commit can announce: webhook deliveries and emails each have a relay of their
 * own, and a commit wakes only the relay of what it wrote (decision 81).
 */
export const OUTBOX_NAMES = ['webhooks', 'emails'] as const;
export type OutboxName = (typeof OUTBOX_NAMES)[number];

export function isOutboxName(value: string): value is OutboxName {
  return (OUTBOX_NAMES as readonly string[]).includes(value);
}

/**
 * The listeners of `Database.onOutbox` in this process, by outbox. A listener that throws must
 * not keep the others from hearing, nor fail the commit that called them.
 */
export interface OutboxSignal {
  on(outbox: OutboxName, listener: () => void): () => void;
  emit(outbox: OutboxName): void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Map<OutboxName, Set<() => void>>(OUTBOX_NAMES.map((name) => [name, new Set()]));
  return {
    on(outbox, listener) {
      const set = listeners.get(outbox)!;
      // A wrapper per subscription, so the same function subscribed twice is stopped once each.
      const entry = () => listener();
      set.add(entry);
      return () => {
        set.delete(entry);
      };
    },
    emit(outbox) {
      for (const listener of [...listeners.get(outbox)!]) {
        try {
          listener();
        } catch {
          // The relay's wake-up only schedules a pass; nothing here may undo a commit.
        }
      }
    },
  };
}
