// The open tab of a page, kept in one query parameter (`/loan?tab=approvals`): read with its old names
// (`aliases`) and a default, and chosen by replacing the address (a tab is not a step Back should undo).
import { useSearchParams } from '@coop/shared/core';

export function tabFrom<Id extends string>(value: string | null, ids: readonly Id[], fallback: Id, aliases: Partial<Record<string, Id>> = {}): Id {
  const named = value === null ? undefined : aliases[value];
  if (named) return named;
  return (ids as readonly string[]).includes(value ?? '') ? (value as Id) : fallback;
}

export function useTabParam<Id extends string>(param: string, ids: readonly Id[], fallback: Id, aliases?: Partial<Record<string, Id>>): [Id, (id: Id) => void] {
  const [params, setParams] = useSearchParams();
  const tab = tabFrom(params.get(param), ids, fallback, aliases);
  return [tab, (id: Id) => setParams({ [param]: id }, { replace: true })];
}
