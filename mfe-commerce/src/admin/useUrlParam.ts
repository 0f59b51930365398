// One search parameter of the section's URL as a choice among known values (a filter, a tab): a reload or a shared
// link shows the same thing, and the back button steps back through the choices. The default is left out of the URL.
import { useCallback } from 'react';
import { useSearchParams } from '@coop/shared';

export function useUrlParam<Value extends string>(name: string, allowed: readonly Value[], fallback: Value): [Value, (value: Value) => void] {
  const [params, setParams] = useSearchParams();
  const raw = params.get(name);
  const value = allowed.find((v) => v === raw) ?? fallback;
  const set = useCallback(
    (next: Value) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next === fallback) copy.delete(name);
        else copy.set(name, next);
        return copy;
      }),
    [name, fallback, setParams],
  );
  return [value, set];
}
