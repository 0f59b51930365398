// "Load more" over a keyset list (`before` = the last id shown): the pages shown so far stay on screen; a change of
// filter starts again from the first page; a new `version` (after a change) reads every shown page again, so the
// administrator keeps their place and sees fresh rows.
import { useRef, useState } from 'react';
import { useLoad } from './useLoad';

/** a keyset page as the admin lists send it: pass `next_before` as `before` for the next one */
export interface KeysetPage<Row> {
  data: Row[];
  next_before: number | null;
}

export function useKeysetPages<Row>(fetchPage: (before: number | undefined, signal: AbortSignal) => Promise<KeysetPage<Row>>, filterKey: string, version: number) {
  const [shown, setShown] = useState({ filterKey, pages: 1 });
  const pages = shown.filterKey === filterKey ? shown.pages : 1;
  const read = useRef(new Map<string, KeysetPage<Row>>());
  const loadKey = `${filterKey}|${version}`;
  const list = useLoad(async (signal) => {
    const rows: Row[] = [];
    let before: number | undefined;
    let next: number | null = null;
    for (let i = 0; i < pages; i += 1) {
      const cacheKey = `${loadKey}|${before ?? ''}`;
      const page = read.current.get(cacheKey) ?? (await fetchPage(before, signal));
      read.current.set(cacheKey, page);
      rows.push(...page.data);
      next = page.next_before;
      if (next === null) break;
      before = next;
    }
    for (const key of read.current.keys()) if (!key.startsWith(`${loadKey}|`)) read.current.delete(key);
    return { rows, next };
  }, `${loadKey}|${pages}`);
  return {
    ...list,
    rows: list.data?.rows ?? [],
    hasMore: list.data ? list.data.next !== null : false,
    loadMore: () => setShown({ filterKey, pages: pages + 1 }),
  };
}
