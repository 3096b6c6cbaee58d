/**
 * The listeners of `Database.onOutbox` in this process. A listener that throws must not keep
 * the others from hearing, nor fail the commit that called them.
 */
export interface OutboxSignal {
  on(listener: () => void): () => void;
  emit(): void;
}

export function createOutboxSignal(): OutboxSignal {
  const listeners = new Set<() => void>();
  return {
    on(listener) {
      // A wrapper per subscription, so the same function subscribed twice is stopped once each.
      const entry = () => listener();
      listeners.add(entry);
      return () => {
        listeners.delete(entry);
      };
    },
    emit() {
      for (const listener of [...listeners]) {
        try {
          listener();
        } catch {
          // The relay's wake-up only schedules a pass; nothing here may undo a commit.
        }
      }
    },
  };
}
