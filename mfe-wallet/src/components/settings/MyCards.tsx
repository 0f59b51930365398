import { useState } from 'react';
import { Button, forgetCardId, Modal, savedCardDetails, LoadState, Section, useLoad } from '@coop/shared';
import type { SavedCard } from '@coop/api/contract';
import { cardsApi, cardsPaths, storedCardId } from '../../features/cards/api';
import { useCall, useWalletVersion } from '../../features/calls';
import { useWhenDone } from '../../features/useWhenDone';
import { AddCardDialog } from './AddCardDialog';
import styles from './MyCards.module.css';
import layoutStyles from '@coop/shared/styles/layout.module.css';

export const DELETE_CARD_CONFIRM = 'Are you sure you want to remove this card?';
export const NO_CARDS = 'You have no saved cards yet';

/** "{brand} {bin}******{last4}" */
export function cardNumber(card: SavedCard): string {
  const brand = (card.brand ?? '').trim();
  return `${brand ? brand.charAt(0).toUpperCase() + brand.slice(1) : 'Card'} ${card.bin}******${card.last4}`;
}

/** My Cards (facts §3.10): saved cards with Delete Card and Replace Card, and Add New Card. */
export function MyCards() {
  const version = useWalletVersion();
  const list = useLoad((signal) => cardsApi.list(signal), `cards-${version}`);
  const remove = useCall('card-delete');
  const [removing, setRemoving] = useState<number | null>(null);
  const currentCardId = storedCardId();
  const [adding, setAdding] = useState<{ replaces: { id: number; name: string } | null } | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const cards = list.data ?? [];
  // the stored card_id goes too when it was that card
  useWhenDone(remove, () => removing !== null && forgetCardId(removing));

  const confirmDelete = () => {
    if (!deleting) return;
    setRemoving(deleting.id);
    remove.run({ method: 'POST', path: cardsPaths.remove(deleting.id), successMessage: 'Your card has been removed' });
    setDeleting(null);
  };

  return (
    <Section
      title="My Cards"
      actions={
        <Button variant="secondary" onClick={() => setAdding({ replaces: null })}>
          Add New Card
        </Button>
      }
    >
      <LoadState
        loading={list.status === 'loading'}
        error={list.status === 'error' ? list.message : null}
        hasData={list.data !== undefined}
        empty={cards.length === 0}
        loadingLabel="Loading your cards…"
        emptyTitle={NO_CARDS}
        emptyDescription="Add a card to fund your wallet and savings without typing its details each time."
        onRetry={list.retry}
      >
        <ul className={styles.list} aria-label="Saved cards">
          {cards.map((card) => {
            const name = cardNumber(card);
            return (
              <li key={card.id} className={styles.card} aria-label={name}>
                {currentCardId === card.id && <span className={styles.current}>Default card</span>}
                <p className={styles.number}>{name}</p>
                <p className={styles.details}>{savedCardDetails(card)}</p>
                <div className={styles.buttons}>
                  <Button variant="secondary" onClick={() => setDeleting(card)} loading={remove.pending && removing === card.id} aria-label={`Delete Card ${name}`}>
                    Delete Card
                  </Button>
                  <Button variant="secondary" onClick={() => setAdding({ replaces: { id: card.id, name } })} aria-label={`Replace Card ${name}`}>
                    Replace Card
                  </Button>
                </div>
              </li>
            );
          })}
        </ul>
      </LoadState>

      <Modal open={deleting !== null} title="Delete Card" onClose={() => setDeleting(null)}>
        <div className={layoutStyles.stack}>
          <p>{DELETE_CARD_CONFIRM}</p>
          {deleting && <p className={layoutStyles.muted}>{cardNumber(deleting)}</p>}
          <div className={layoutStyles.formActions}>
            <Button variant="secondary" onClick={() => setDeleting(null)}>
              Cancel
            </Button>
            <Button variant="danger" onClick={confirmDelete}>
              Yes, remove it
            </Button>
          </div>
        </div>
      </Modal>

      <AddCardDialog open={adding !== null} replaces={adding?.replaces} onClose={() => setAdding(null)} />
    </Section>
  );
}
