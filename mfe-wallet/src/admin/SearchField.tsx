// The money lists' search by member (name, e-mail or phone), kept in the URL (`?search=`) so a reload or a shared link
// shows the same list: the box follows the typing at once, the URL and the returned term once it pauses.
import { useEffect, useState } from 'react';
import { TextField, useDebouncedValue, useSearchParams } from '@coop/shared';

/** `text` for the box, `term` (trimmed, once the typing pauses) for the list */
export function useMemberSearch(): { text: string; setText: (text: string) => void; term: string } {
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState(() => params.get('search') ?? '');
  const term = useDebouncedValue(text.trim(), 300);
  const inUrl = params.get('search') ?? '';
  useEffect(() => {
    if (inUrl === term) return;
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (term) next.set('search', term);
        else next.delete('search');
        return next;
      },
      { replace: true },
    );
  }, [term]); // eslint-disable-line react-hooks/exhaustive-deps -- the URL follows the typing, not the other way
  return { text, setText, term };
}

export function MemberSearchField({ value, onChange }: { value: string; onChange: (text: string) => void }) {
  return (
    <TextField
      label="Search by member"
      hint="Name, e-mail or phone number"
      type="search"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      maxLength={100}
      autoComplete="off"
    />
  );
}
