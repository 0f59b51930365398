// The member's shares against the society's minimum (`share_holding`): every shareholding gate and the Shareholdings
// header read it, gates mounted together share one request, and it is read again after any change.
import { useLoad } from '@coop/shared';
import { calls } from '../calls';
import { sharedRead } from '../sharedRead';
import { sharesApi } from './api';

const readHolding = sharedRead(sharesApi.holding);

export function useHolding() {
  const version = calls.useVersion();
  return useLoad(readHolding, `holding-${version}`);
}
