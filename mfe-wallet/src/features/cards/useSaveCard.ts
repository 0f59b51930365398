// Saving a new card after its ₦100 test charge: `save_wallet/store` as a money call (its Idempotency-Key reused on
// "Try again" after a lost answer), then the card remembered as `card_id`. Replace Card removes the old card once the
// new one is saved, and the one success alert says both; the kit's calls send one request per call, so that second
// step and its alert are composed here.
import { useCallback, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { alertError, alertSuccess, forgetCardId, navigate, rememberCardId, SETTINGS_PATH } from '@coop/shared';
import type { FundWalletReply, MutationReply } from '@coop/api/contract';
import { useCall } from '../calls';
import { useWhenDone, useWhenFailed } from '../useWhenDone';
import { cardsPaths, saveCardBody, type SaveCardBody } from './api';

const ADDED = 'Your card has been added';

export function useSaveCard(replaces: number | undefined) {
  const dispatch = useDispatch();
  const save = useCall('card-save');
  const removeOld = useCall('card-replace-remove');

  const finish = useCallback(
    (message: string) => {
      dispatch(alertSuccess(message));
      navigate(SETTINGS_PATH);
    },
    [dispatch],
  );

  useWhenDone<FundWalletReply & { replaces?: number }>(save, (reply) => {
    if (reply.card_id) rememberCardId(reply.card_id);
    if (!replaces) return; // the call's own alert and navigation said it
    removeOld.run({ method: 'POST', path: cardsPaths.remove(replaces), quiet: true, successMessage: '' });
  });
  const savedMessage = useRef(ADDED);
  savedMessage.current = (save.reply as MutationReply | null)?.message || ADDED;
  useWhenDone<MutationReply>(removeOld, () => {
    if (replaces) forgetCardId(replaces);
    finish(`${savedMessage.current} Your old card has been removed.`);
  });
  // the old card could not be removed: the new one is saved all the same
  useWhenFailed(removeOld, () => finish(savedMessage.current));
  // a replacement's save is quiet (its alert waits for the removal): its refusal is alerted here
  useWhenFailed(save, (refusal) => replaces && dispatch(alertError(refusal)));

  const run = (paystackId: string) =>
    save.run({
      method: 'POST',
      path: cardsPaths.save,
      body: saveCardBody(paystackId),
      money: true,
      quiet: Boolean(replaces),
      successMessage: ADDED,
      navigateTo: replaces ? undefined : SETTINGS_PATH,
    });
  const intent = save.intent as { body: SaveCardBody } | null;
  return {
    saving: save.pending || removeOld.pending,
    error: save.error,
    run,
    retry: intent?.body.paystack_id ? () => run(intent.body.paystack_id) : undefined,
  };
}
