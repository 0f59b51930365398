// The figures the member's home shows (stat cards, Todo List, doughnut), each loaded once per visit. They are
// read-only and this page's alone, so the kit's useLoad holds them rather than a slice. The six figure cards ask
// first (`first`): they are what the page is for, and they fill the browser's six connections to the API.
import { useLoad, type LoadResult } from '@coop/shared';
import type { Money } from '@coop/api/contract';
import { balanceOf, homeApi } from '../../features/home/api';

const FIRST = { first: true };

export function useHomeFigures() {
  const wallet = useLoad(async () => balanceOf(await homeApi.wallet()), 'wallet', true, FIRST);
  const shares = useLoad(async () => balanceOf(await homeApi.shares()), 'shares', true, FIRST);
  const regularReply = useLoad(async () => homeApi.regular(), 'regular', true, FIRST);
  const regular = { ...regularReply, data: regularReply.data?.balance } as Figure;
  const targets = useLoad(async () => balanceOf(await homeApi.targets()), 'targets', true, FIRST);
  const saveToLoan = useLoad(async (): Promise<Money> => (await homeApi.allFunds())[1], 'all_funds', true, FIRST);
  return { wallet, shares, regular, available: regularReply.data?.available, targets, saveToLoan };
}

/** one loaded naira figure */
export type Figure = LoadResult<Money> & { retry: () => void };

export type HomeFigures = ReturnType<typeof useHomeFigures>;
