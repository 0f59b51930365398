// /dashboard/shop/orders/{id}: one order's page, reached from a row or a pasted link; a number that is not an
// order's says so.
import { buttonClasses, EmptyState, Link, useParams } from '@coop/shared';
import { OrderDetails } from './OrderDetails';
import { recordIdOf, SHOP_SECTION } from './paths';
import styles from './panelStyles';

const ORDERS = `${SHOP_SECTION}?part=orders`;

export default function OrderPage() {
  const { id } = useParams();
  const orderId = recordIdOf(id);
  return (
    <div className={styles.panel}>
      <Link to={ORDERS} className={styles.back}>
        ‹ All orders
      </Link>
      {orderId === null ? (
        <EmptyState
          title="There is no such order"
          description={`“${id ?? ''}” is not an order number.`}
          action={
            <Link to={ORDERS} className={buttonClasses({ variant: 'secondary' })}>
              Back to the orders
            </Link>
          }
        />
      ) : (
        <OrderDetails orderId={orderId} />
      )}
    </div>
  );
}
