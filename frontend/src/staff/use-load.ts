import { useCallback, useEffect, useRef, useState } from 'react';
import { StaffRequestError } from './staff-api.js';

export interface Loaded<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads one thing for a section of the app, again whenever `deps` change (compared as JSON) and
 * on `reload`; an answer that arrives after a newer request started is dropped. A lost session
 * (401) is not this section's error to show: it goes to `onSignedOut`, which takes the whole app
 * back to signing in.
 */
export function useLoad<T>(
  load: () => Promise<T>,
  onSignedOut: () => void,
  deps: readonly unknown[],
): Loaded<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const latest = useRef({ load, onSignedOut });
  latest.current = { load, onSignedOut };
  const key = JSON.stringify(deps);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const value = await latest.current.load();
      if (mine !== generation.current) return;
      setData(value);
      setError(undefined);
    } catch (caught) {
      if (mine !== generation.current) return;
      if (caught instanceof StaffRequestError && caught.isSignedOut) latest.current.onSignedOut();
      else setError(caught);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key !== undefined) void reload();
  }, [key, reload]);

  return { data, error, loading, reload };
}
