// A keyset-paged list: the first page loads whenever its query changes; "Load more" appends the next page from the
// last `next_cursor`. A newer query drops the older pages (and their late replies).
import { useCallback, useEffect, useRef, useState } from 'react';
import { errorMessage, useLoad } from '@coop/shared';

export interface KeysetPage<Row> {
  rows: Row[];
  next_cursor: string | null;
}

export function useKeysetList<Reply, Row>(load: (cursor: string | null, signal?: AbortSignal) => Promise<Reply>, pick: (reply: Reply) => KeysetPage<Row>, queryKey: string) {
  const first = useLoad((signal) => load(null, signal), queryKey);
  const [more, setMore] = useState<{ rows: Row[]; cursor: string | null; loading: boolean; error: string | null }>({ rows: [], cursor: null, loading: false, error: null });
  const generation = useRef(0);
  const loadRef = useRef(load);
  loadRef.current = load;

  useEffect(() => {
    generation.current += 1;
    setMore({ rows: [], cursor: null, loading: false, error: null });
  }, [queryKey, first.data]);

  const firstPage = first.data ? pick(first.data) : null;
  const cursor = more.rows.length > 0 ? more.cursor : (firstPage?.next_cursor ?? null);

  const loadMore = useCallback(async () => {
    if (!cursor) return;
    const mine = generation.current;
    setMore((m) => ({ ...m, loading: true, error: null }));
    try {
      const page = pick(await loadRef.current(cursor));
      if (mine === generation.current) setMore((m) => ({ rows: [...m.rows, ...page.rows], cursor: page.next_cursor, loading: false, error: null }));
    } catch (error) {
      if (mine === generation.current) setMore((m) => ({ ...m, loading: false, error: errorMessage(error) }));
    }
  }, [cursor, pick]);

  return {
    first,
    rows: firstPage ? [...firstPage.rows, ...more.rows] : [],
    hasMore: cursor !== null,
    loadingMore: more.loading,
    moreError: more.error,
    loadMore,
  };
}
