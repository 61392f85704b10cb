import { useEffect, useState } from 'react';
import { useShop } from '@bike/shared/remote-kit';

export type CallState<T> = { state: 'loading' } | { state: 'failed'; error: unknown } | { state: 'done'; data: T };

/** One GET of the signed-in user's data (the shared api-client refreshes an expired session first). */
export function useAccountCall<T>(path: string | null, query?: Record<string, string>): CallState<T> {
  const { api } = useShop();
  const [result, setResult] = useState<CallState<T>>({ state: 'loading' });
  const key = path ? path + JSON.stringify(query ?? {}) : null;
  useEffect(() => {
    if (!path) return;
    let live = true;
    setResult({ state: 'loading' });
    api.get<T>(path, query).then(
      (data) => live && setResult({ state: 'done', data }),
      (error: unknown) => live && setResult({ state: 'failed', error }),
    );
    return () => {
      live = false;
    };
    // key stands for path and query.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [api, key]);
  return result;
}
