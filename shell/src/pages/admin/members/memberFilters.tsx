// The member-list filters as an administrator picks them, in one place: the Members list and a notice's audience
// offer the same choices with the same words (the API reads them the same way: api/src/modules/members/audience.ts).
import { Select, TextField } from '@coop/shared';
import styles from '../console/Section.module.css';

export const MEMBER_FILTER_KEYS = ['search', 'member', 'verified', 'suspended', 'below_minimum_shares', 'overdue_loan'] as const;
export type MemberFilterKey = (typeof MEMBER_FILTER_KEYS)[number];
export type YesNoFilterKey = Exclude<MemberFilterKey, 'search'>;
/** as the URL holds them: 'true', 'false' or '' */
export type MemberFilterValues = Record<MemberFilterKey, string>;

const YES_NO = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

export const YES_NO_FILTERS: readonly { key: YesNoFilterKey; label: string; placeholder: string; options: ReturnType<typeof YES_NO> }[] = [
  { key: 'member', label: 'Membership', placeholder: 'Everyone', options: YES_NO('Members', 'Not yet members') },
  { key: 'verified', label: 'E-mail', placeholder: 'Verified or not', options: YES_NO('Verified', 'Not verified') },
  { key: 'suspended', label: 'Account', placeholder: 'Active or suspended', options: YES_NO('Suspended', 'Active') },
  { key: 'below_minimum_shares', label: 'Shares', placeholder: 'Any shareholding', options: YES_NO('Below the minimum', 'At or above the minimum') },
  { key: 'overdue_loan', label: 'Loans', placeholder: 'Any loans', options: YES_NO('With an overdue loan', 'None overdue') },
];

export const yesNoValue = (value: string | undefined): 'true' | 'false' | '' => (value === 'true' || value === 'false' ? value : '');

export interface MemberFilterFieldsProps {
  values: Partial<MemberFilterValues>;
  /** what the search box shows (the URL follows it after a pause) */
  search: string;
  searchHint: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<MemberFilterValues>) => void;
}

export function MemberFilterFields({ values, search, searchHint, onSearch, onChange }: MemberFilterFieldsProps) {
  return (
    <>
      <TextField className={styles.filtersWide} label="Search members" type="search" hint={searchHint} value={search} onChange={(e) => onSearch(e.target.value)} />
      {YES_NO_FILTERS.map((choice) => (
        <Select
          key={choice.key}
          label={choice.label}
          placeholder={choice.placeholder}
          value={yesNoValue(values[choice.key])}
          options={choice.options}
          onChange={(e) => onChange({ [choice.key]: e.target.value })}
        />
      ))}
    </>
  );
}
