/**
 * Resolves after the event loop has had a turn (I/O, timers, other requests). On SQLite every
 * statement runs synchronously and awaiting one gives the loop nothing, so long work inside a
 * transaction (a week copy's inserts) awaits this between its parts to keep other requests
 * answered; the transaction stays open meanwhile. On PostgreSQL each statement already waits
 * for the network, and a turn more costs microseconds.
 */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve));
}
