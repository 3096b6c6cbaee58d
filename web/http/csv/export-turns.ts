/**
 * Exports take turns on the event loop: one export works per turn of the loop, in the order
 * they asked, and between two turns Node runs every timer and I/O callback that is ready (a
 * request that arrived, a Redis reply). With a slice of S ms, any other request waits about S
 * ms for the export that is running, however many exports stream at once; with one
 * `setImmediate` per export instead, four exports would each run S ms before the loop polls.
 *
 * This is the state of the process's one event loop, so it is module state on purpose: two
 * apps in one process (tests) share the loop and must share the turns too.
 */
const waiting: Array<() => void> = [];
let scheduled = false;

function runNextTurn(): void {
  scheduled = false;
  const resume = waiting.shift();
  // Scheduled from inside the check phase, the next turn runs in the loop's next iteration,
  // after its poll phase: I/O gets its chance between any two slices.
  if (waiting.length > 0) {
    scheduled = true;
    setImmediate(runNextTurn);
  }
  resume?.();
}

/** Resolves when it is this export's turn: in a later iteration of the loop, after I/O. */
export function nextTurn(): Promise<void> {
  return new Promise((resolve) => {
    waiting.push(resolve);
    if (!scheduled) {
      scheduled = true;
      setImmediate(runNextTurn);
    }
  });
}
