import { isNewCardSource, Modal, PayWithRetry, type PaymentSource } from '@coop/shared';
import { CARD_TEST_AMOUNT } from '../../features/cards/api';
import { useSaveCard } from '../../features/cards/useSaveCard';
import styles from '@coop/shared/styles/layout.module.css';

export const CARD_TEST_TEXT = 'A sum of 100 will be charged for card test';

/**
 * Add New Card / Replace Card (facts §3.10, §4.7): a ₦100 test charge on the new card, which saves it; the ₦100
 * lands in the wallet. Then `save_wallet/store` records it and `card_id` is remembered.
 */
export function AddCardDialog({ open, replaces, onClose }: { open: boolean; replaces?: { id: number; name: string } | null; onClose: () => void }) {
  const { saving, error: saveError, run, retry } = useSaveCard(replaces?.id);

  const pay = (source: PaymentSource) => {
    if (!isNewCardSource(source)) return; // only a new card is offered here
    run(source.paystack_id);
  };

  return (
    <Modal open={open} title={replaces ? 'Replace Card' : 'Add New Card'} onClose={() => !saving && onClose()}>
      <div className={styles.stack}>
        <p className={styles.info}>{CARD_TEST_TEXT}. The ₦100 goes into your wallet.</p>
        {replaces && <p className={styles.muted}>Once the new card is saved, {replaces.name} will be removed.</p>}
        <PayWithRetry error={saveError} onRetry={retry} amount={CARD_TEST_AMOUNT} purpose="card_verification" sources={['new_card']} submitLabel="Add Card" busy={saving} onPaid={pay} onCancel={onClose} />
      </div>
    </Modal>
  );
}
