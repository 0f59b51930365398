// One search parameter of the URL as state: a part's state (the tab, the member looked up, the page) lives in the URL,
// so a reload or a shared link shows the same thing. Setting it keeps the other parameters; '' or null removes it.
import { useCallback } from 'react';
import { useSearchParams } from '@coop/shared';

export function useSearchParam(name: string): [string | null, (value: string | null, options?: { drop?: string[] }) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null, { drop = [] }: { drop?: string[] } = {}) =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        if (value === null || value === '') next.delete(name);
        else next.set(name, value);
        for (const other of drop) next.delete(other);
        return next;
      }),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFrom(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
