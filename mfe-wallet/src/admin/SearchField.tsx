// The money lists' search by member (name, e-mail or phone), kept in the URL (`?search=`) so a reload or a shared link
// shows the same list: the box follows the typing at once, the URL and the returned term once it pauses.
import { TextField, useUrlSearch } from '@coop/shared';

/** `text` for the box, `term` (trimmed, once the typing pauses) for the list */
export function useMemberSearch(): { text: string; setText: (text: string) => void; term: string } {
  const { typed, setTyped, term } = useUrlSearch('search');
  return { text: typed, setText: setTyped, term };
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
