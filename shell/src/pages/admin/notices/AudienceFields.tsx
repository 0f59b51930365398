// Who a notice is for, picked with the Members list's own filters (search, membership, e-mail, suspension, shares,
// overdue loan); the caller keeps them in the URL.
import { Select, TextField } from '@coop/shared';
import type { AudienceFilters, AudienceKey } from './noticesApi';
import styles from '../console/Section.module.css';
import own from './Notices.module.css';

const YES_NO = (yes: string, no: string) => [
  { value: 'true', label: yes },
  { value: 'false', label: no },
];

const CHOICES: { key: Exclude<AudienceKey, 'search'>; label: string; placeholder: string; options: ReturnType<typeof YES_NO> }[] = [
  { key: 'member', label: 'Membership', placeholder: 'Everyone', options: YES_NO('Members', 'Not yet members') },
  { key: 'verified', label: 'E-mail', placeholder: 'Verified or not', options: YES_NO('Verified', 'Not verified') },
  { key: 'suspended', label: 'Suspension', placeholder: 'Suspended or not', options: YES_NO('Suspended', 'Not suspended') },
  { key: 'below_minimum_shares', label: 'Shares', placeholder: 'Any shareholding', options: YES_NO('Below the minimum', 'At or above the minimum') },
  { key: 'overdue_loan', label: 'Loans', placeholder: 'Any', options: YES_NO('With an overdue loan', 'Without an overdue loan') },
];

export interface AudienceFieldsProps {
  filters: AudienceFilters;
  /** what the search box shows (the URL follows it after a pause) */
  search: string;
  onSearch: (value: string) => void;
  onChange: (patch: Partial<AudienceFilters>) => void;
}

export function AudienceFields({ filters, search, onSearch, onChange }: AudienceFieldsProps) {
  return (
    <fieldset className={own.audience}>
      <legend className={own.legend}>Who receives it</legend>
      <div className={styles.filters}>
      <TextField className={styles.filtersWide} label="Search members" type="search" hint="Name, e-mail or phone number (empty: everyone)" value={search} onChange={(e) => onSearch(e.target.value)} />
      {CHOICES.map((choice) => (
        <Select
          key={choice.key}
          label={choice.label}
          placeholder={choice.placeholder}
          value={filters[choice.key] === 'true' || filters[choice.key] === 'false' ? filters[choice.key] : ''}
          options={choice.options}
          onChange={(e) => onChange({ [choice.key]: e.target.value })}
        />
      ))}
      </div>
    </fieldset>
  );
}
