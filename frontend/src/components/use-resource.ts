import { useCallback, useEffect, useRef, useState } from 'react';

export interface Resource<T> {
  data: T | undefined;
  error: unknown;
  loading: boolean;
  reload: () => Promise<void>;
}

/**
 * Loads `load()` on mount and whenever `deps` change (compared as JSON); an answer that arrives
 * after a newer request started is dropped, so a fast week switch never shows a stale week.
 */
export function useResource<T>(load: () => Promise<T>, deps: readonly unknown[]): Resource<T> {
  const [data, setData] = useState<T>();
  const [error, setError] = useState<unknown>();
  const [loading, setLoading] = useState(true);
  const generation = useRef(0);
  const latestLoad = useRef(load);
  latestLoad.current = load;
  const key = JSON.stringify(deps);

  const reload = useCallback(async () => {
    const mine = ++generation.current;
    setLoading(true);
    try {
      const value = await latestLoad.current();
      if (mine === generation.current) {
        setData(value);
        setError(undefined);
      }
    } catch (caught) {
      if (mine === generation.current) setError(caught);
    } finally {
      if (mine === generation.current) setLoading(false);
    }
  }, []);

  useEffect(() => {
    if (key !== undefined) void reload();
  }, [key, reload]);

  return { data, error, loading, reload };
}
