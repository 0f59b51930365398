// Who a notice is for, picked with the Members list's own filters; the caller keeps them in the URL.
import { MemberFilterFields } from '../members/memberFilters';
import type { AudienceFilters } from './noticesApi';
import styles from '../console/Section.module.css';
import own from './Notices.module.css';

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
        <MemberFilterFields values={filters} search={search} searchHint="Name, e-mail or phone number (empty: everyone)" onSearch={onSearch} onChange={onChange} />
      </div>
    </fieldset>
  );
}
