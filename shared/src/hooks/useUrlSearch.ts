// A list's search box kept in the URL (?search=…): the box shows what is typed at once, the URL (and so the list's
// query) follows once typing pauses (replacing its history entry: one back press leaves the list), and the back button or a pasted link puts its term back in the box.
import { useEffect, useState } from 'react';
import { useDebouncedValue } from './useDebouncedValue';
import { useSearchParam } from './useSearchParam';

export const SEARCH_DELAY_MS = 300;

export function useUrlSearch(name: string): { typed: string; setTyped: (text: string) => void; term: string } {
  const [inUrl, setInUrl] = useSearchParam(name);
  const term = inUrl ?? '';
  const [typed, setTyped] = useState(term);
  const settled = useDebouncedValue(typed.trim(), SEARCH_DELAY_MS);
  useEffect(() => {
    if (settled !== term) setInUrl(settled, { replace: true });
  }, [settled]); // eslint-disable-line react-hooks/exhaustive-deps -- the URL follows the typing, not the other way
  useEffect(() => {
    if (term !== settled) setTyped(term);
  }, [term]); // eslint-disable-line react-hooks/exhaustive-deps -- only a change of URL from elsewhere (back, a link)
  return { typed, setTyped, term };
}
