import { useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Button, Modal, savedCardDetails, LoadState, Section } from '@coop/shared';
import type { SavedCard } from '@coop/api/contract';
import { selectCardsState } from '../../features/cards/selectors';
import { cardDeleteRequested, cardsRequested } from '../../features/cards/slice';
import { selectCardId } from '../../features/wallet/selectors';
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
  const dispatch = useDispatch();
  const state = useSelector(selectCardsState);
  const currentCardId = useSelector(selectCardId);
  const [adding, setAdding] = useState<{ replaces: { id: number; name: string } | null } | null>(null);
  const [deleting, setDeleting] = useState<SavedCard | null>(null);
  const cards = state.cards.data ?? [];

  const confirmDelete = () => {
    if (!deleting) return;
    dispatch(cardDeleteRequested({ id: deleting.id }));
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
        loading={state.cards.loading}
        error={state.cards.error}
        hasData={state.cards.data !== null}
        empty={cards.length === 0}
        loadingLabel="Loading your cards…"
        emptyTitle={NO_CARDS}
        emptyDescription="Add a card to fund your wallet and savings without typing its details each time."
        onRetry={() => dispatch(cardsRequested())}
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
                  <Button variant="secondary" onClick={() => setDeleting(card)} loading={state.deletingId === card.id} aria-label={`Delete Card ${name}`}>
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
