// One cart line: picture, name, −/+ (each change posts `updateUserCart`, capped at stock), price and remove (with a
// confirmation).
import { useState } from 'react';
import { Button, ConfirmDialog, formatNaira, FormError } from '@coop/shared';
import type { CartLine } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import { PICTURE_SIZES } from './pictureSizes';
import { ProductPicture } from './ProductPicture';
import { QuantityStepper } from './QuantityStepper';
import styles from './shop.module.css';

export function CartLineItem({ line }: { line: CartLine }) {
  const update = useCall(`cart-quantity-${line.cart_id}`);
  const remove = useCall(`cart-remove-${line.cart_id}`);
  const [confirming, setConfirming] = useState(false);
  const busy = update.pending || remove.pending;

  const setQuantity = (quantity: number) =>
    update.run({ method: 'POST', path: `updateUserCart/${line.cart_id}`, body: { quantity }, quiet: true, successMessage: 'Quantity changed' });
  const confirmRemove = () =>
    remove.run({ method: 'POST', path: `deleteFromCart/${line.cart_id}`, successMessage: `${line.product_name} was removed from your cart` });

  return (
    <li className={styles.line}>
      <ProductPicture src={line.image} srcSet={line.image_srcset} sizes={PICTURE_SIZES.thumb} name={line.product_name} className={styles.thumbSmall} />
      <div className={styles.stack}>
        <div>
          <h3 className={styles.cardName}>{line.product_name}</h3>
          <p className={styles.muted}>
            {formatNaira(line.cart_price)} each · down payment {formatNaira(line.down_payment)} each
          </p>
        </div>
        <div className={styles.lineControls}>
          <QuantityStepper label={`Quantity of ${line.product_name}`} value={line.cart_quantity} max={line.product_quantity} onChange={setQuantity} disabled={busy} />
          <strong>{formatNaira(line.line_total)}</strong>
          <Button variant="ghost" onClick={() => setConfirming(true)} disabled={busy} aria-label={`Remove ${line.product_name}`}>
            Remove
          </Button>
        </div>
        {line.cart_quantity >= line.product_quantity && <p className={styles.muted}>Only {line.product_quantity} in stock</p>}
        <FormError message={update.error ?? remove.error} />
      </div>
      <ConfirmDialog
        open={confirming && !remove.done}
        title="Remove from cart"
        intro={`Remove ${line.product_name} from your cart?`}
        lines={[{ label: 'Quantity', text: String(line.cart_quantity) }, { label: 'Amount', amount: line.line_total }]}
        confirmLabel="Remove"
        busy={remove.pending}
        error={remove.error}
        onConfirm={confirmRemove}
        onCancel={() => setConfirming(false)}
      />
    </li>
  );
}
