// A useLoad result as the Loadable the plan screens' parts (card choice, bank details, autosave card) take.
import type { LoadResult, Loadable } from '@coop/shared';

export function loadableOf<T>(result: LoadResult<T>): Loadable<T> {
  return { loading: result.status === 'loading', data: result.data ?? null, error: result.status === 'error' ? result.message : null };
}
