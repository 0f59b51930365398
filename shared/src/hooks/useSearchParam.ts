// A section's state kept in the URL's search parameters (the tab, the filter, the member looked up, the page), so a
// reload or a shared link shows the same thing and the back button steps back through it. The admin sections of
// the remotes use these; setting one parameter keeps the others.
import { useCallback } from 'react';
import { useSearchParams } from '@coop/shared/core';

/**
 * One search parameter as free text: '' or null removes it; `drop` removes others with it (the page of a new search);
 * `replace` changes the current history entry instead of adding one (typing, not a step the back button should undo).
 */
export function useSearchParam(name: string): [string | null, (value: string | null, options?: { drop?: string[]; replace?: boolean }) => void] {
  const [params, setParams] = useSearchParams();
  const set = useCallback(
    (value: string | null, { drop = [], replace = false }: { drop?: string[]; replace?: boolean } = {}) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (value === null || value === '') next.delete(name);
          else next.set(name, value);
          for (const other of drop) next.delete(other);
          return next;
        },
        { replace },
      ),
    [name, setParams],
  );
  return [params.get(name), set];
}

/** One search parameter as a choice among known values (a filter, a tab): anything else reads as `fallback`, which is left out of the URL. */
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

/** A page number from the URL: a whole number from 1, else 1. */
export function pageFrom(text: string | null): number {
  const page = Number(text);
  return Number.isInteger(page) && page >= 1 ? page : 1;
}
