// A section's filters kept in the URL's query (?status=pending&from=2026-01-01): a pasted link, reload and the back
// button show the same list. Empty values are dropped from the URL.
import { useCallback, useMemo } from 'react';
import { useSearchParams } from '@coop/shared';

export function useUrlFilters<K extends string>(keys: readonly K[]): [Record<K, string>, (patch: Partial<Record<K, string>>, options?: { replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const values = useMemo(() => Object.fromEntries(keys.map((key) => [key, params.get(key) ?? ''])) as Record<K, string>, [params, keys]);
  const set = useCallback(
    (patch: Partial<Record<K, string>>, options: { replace?: boolean } = {}) => {
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          for (const [key, value] of Object.entries(patch) as [K, string | undefined][]) {
            if (value) next.set(key, value);
            else next.delete(key);
          }
          return next;
        },
        { replace: options.replace },
      );
    },
    [setParams],
  );
  return [values, set];
}
