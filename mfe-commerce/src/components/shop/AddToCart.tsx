// Quantity (capped at stock: "{n} Items Available In Stock") and Add to Cart; then "Continue Shopping" or "View Cart
// and Checkout" (facts §3.9). The original's price keys are sent as it sent them; the server ignores them.
import { useEffect, useState } from 'react';
import { Button, FormError, Modal, useNavigate } from '@coop/shared';
import type { CartChangeReply, ProductDetails } from '@coop/api/contract';
import { useCall } from '../../features/calls';
import { QuantityStepper } from './QuantityStepper';
import styles from './shop.module.css';

export function AddToCart({ product }: { product: ProductDetails }) {
  const navigate = useNavigate();
  const add = useCall(`add-to-cart-${product.id}`);
  const { reset: resetAdd } = add;
  const [quantity, setQuantity] = useState(1);
  const [added, setAdded] = useState(false);
  const stock = product.quantity;

  useEffect(() => {
    if (add.done) setAdded(true);
  }, [add.done]);
  useEffect(() => () => void resetAdd(), [resetAdd]);

  const submit = () =>
    add.run({
      method: 'POST',
      path: `addToCart/${product.id}`,
      quiet: true,
      successMessage: 'Added to your cart',
      body: {
        id: product.id,
        price: product.price,
        payment_method: 'payment_method',
        quantity,
        down_payment: product.down_payment,
        mark_up: product.mark_up,
        total_product: product.total_product,
        total: product.total,
      },
    });
  const closeDialog = () => {
    setAdded(false);
    add.reset();
  };

  if (stock < 1) return <p className={styles.error}>Out of stock</p>;
  return (
    <div className={styles.stack}>
      <p className={styles.muted}>{stock === 1 ? '1 Item Available In Stock' : `${stock} Items Available In Stock`}</p>
      <QuantityStepper label="Quantity" value={Math.min(quantity, stock)} max={stock} onChange={setQuantity} disabled={add.pending} />
      <FormError message={add.error} />
      <Button onClick={submit} loading={add.pending}>
        Add to Cart
      </Button>
      <Modal open={added} title="Added to your cart" onClose={closeDialog}>
        <div className={styles.stack}>
          <p className={styles.muted}>{(add.reply as CartChangeReply | null)?.message ?? `${product.product_name} is in your cart.`}</p>
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => navigate('/product_financing')}>
              Continue Shopping
            </Button>
            <Button onClick={() => navigate('/detail/cart')}>View Cart and Checkout</Button>
          </div>
        </div>
      </Modal>
    </div>
  );
}
