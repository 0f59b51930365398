// A console record page's frame (/dashboard/<section>/{id}): the link back to the list, "There is no such …" for a
// number that is not a record's, and the loading and error states around the record itself.
import type { ReactNode } from 'react';
import { buttonClasses, EmptyState, Link, LoadState, type LoadResult } from '@coop/shared';
import { sectionHref } from './sections';
import styles from './Section.module.css';

/** the record number in the URL, or null when it is not one */
export const recordIdFrom = (id: string | undefined): number | null => (/^[1-9]\d{0,9}$/.test(id ?? '') ? Number(id) : null);

export interface RecordPageProps<T> {
  /** the section's path beneath /dashboard, e.g. 'members' */
  section: string;
  /** 'member', 'notice' */
  noun: string;
  /** the id as the URL has it */
  rawId: string | undefined;
  recordId: number | null;
  reply: LoadResult<T> & { retry: () => void };
  children: (data: T) => ReactNode;
}

export function RecordPage<T>({ section, noun, rawId, recordId, reply, children }: RecordPageProps<T>) {
  const back = (
    <Link to={sectionHref(section)} className={styles.back}>
      ‹ All {noun}s
    </Link>
  );
  if (recordId === null) {
    return (
      <>
        {back}
        <EmptyState
          title={`There is no such ${noun}`}
          description={`“${rawId ?? ''}” is not a ${noun} number.`}
          action={
            <Link to={sectionHref(section)} className={buttonClasses({ variant: 'secondary' })}>
              Back to the {noun}s
            </Link>
          }
        />
      </>
    );
  }
  return (
    <>
      {back}
      <LoadState
        loading={reply.status === 'loading'}
        error={reply.status === 'error' ? reply.message : null}
        empty={false}
        loadingLabel={`Loading the ${noun}…`}
        emptyTitle=""
        onRetry={reply.retry}
        hasData={Boolean(reply.data)}
      >
        {reply.data !== undefined && children(reply.data)}
      </LoadState>
    </>
  );
}
