// "Choose Card": the saved card autosave charges (facts §3.3). A member without one adds it on the Account page,
// where the card test charge saves it.
import { ErrorState, FormError, Link, type Loadable, savedCardDetails, savedCardName, Select, SETTINGS_PATH, Spinner } from '@coop/shared';
import type { SavedCard } from '@coop/api/contract';
import styles from './planStyles';

export const CARD_TEST_TEXT = 'A sum of 100 will be charged for card test';

export interface CardChoiceProps {
  cards: Loadable<SavedCard[]>;
  value: string;
  error?: string;
  onChange: (cardId: string) => void;
  onRetry: () => void;
}

export function CardChoice({ cards, value, error, onChange, onRetry }: CardChoiceProps) {
  if (cards.error) return <ErrorState message={cards.error} onRetry={onRetry} />;
  if (!cards.data) return <Spinner label="Loading your cards…" />;
  if (cards.data.length === 0) {
    return (
      <div className={styles.notice}>
        <p>You have no saved card to charge. Add one on the Account page ({CARD_TEST_TEXT}), then come back.</p>
        <Link to={SETTINGS_PATH} className={styles.link}>
          Add New Card
        </Link>
        <FormError message={error} />
      </div>
    );
  }
  return (
    <Select
      label="Choose Card"
      name="card_id"
      placeholder="Choose a saved card"
      options={cards.data.map((card) => ({ value: String(card.id), label: `${savedCardName(card)} · ${savedCardDetails(card)}` }))}
      value={value}
      error={error}
      required
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
