// The savings tabs' header figures (regular savings with what is available, all targets), read again after any
// change. The frame's header and the regular tab (its Withdraw) mount together and share one request.
import { nairaToKobo, useLoad } from '@coop/shared';
import type { Money } from '@coop/api/contract';
import { calls } from '../calls';
import { sharedRead } from '../sharedRead';
import { plansApi } from './api';

export interface HeaderFigures {
  /** regular savings */
  regular: Money;
  /** the original's "Avaliable Balance": what is not pledged to loans */
  available: Money;
  /** all targets together */
  targets: Money;
}

const readHeader = sharedRead(async (): Promise<HeaderFigures> => {
  const [regular, targets] = await Promise.all([plansApi.regularBalance(), plansApi.targetsSum()]);
  return { regular: regular.balance, available: regular.available ?? regular.balance, targets: targets.balance };
});

export function useHeaderFigures() {
  const version = calls.useVersion();
  return useLoad(readHeader, `savings-header-${version}`);
}

/** spec §3 `isAvailable`: regular savings can be withdrawn once there is money in them */
export const isAvailable = (figures: HeaderFigures | undefined): boolean => (nairaToKobo(figures?.regular ?? '0') ?? 0n) > 0n;
