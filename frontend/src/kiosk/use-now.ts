import { useEffect, useState } from 'react';

/** The current time, updated every `everyMs` ms (default 10000): the header clock and "since" labels. */
export function useNow(everyMs = 10_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(timer);
  }, [everyMs]);
  return now;
}
