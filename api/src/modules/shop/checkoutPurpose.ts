// The `order_down_payment` charge purpose: its amount is the member's cart's down payment (Σ down_payment ×
// quantity, computed here), paid from the wallet or a card; applying it places the order (./placeOrder.ts). A card
// payment nobody's checkout applied goes to the wallet: no money without an order.
import type { Order } from '../../db/schema';
import { MEMBER_ACCOUNT_KIND, memberAccount, TRANSFER_KIND } from '../../ledger';
import type { PaymentsService } from '../payments';
import { assertNotSuspended } from '../members';
import { cartMoney } from './cart';
import { checkoutCart, placeOrder } from './placeOrder';
import { SHOP_PURPOSE } from './purposes';

export function registerCheckoutPurpose(payments: PaymentsService, now: () => Date): void {
  payments.registerPurpose<unknown, Order>({
    name: SHOP_PURPOSE.downPayment,
    title: 'this order’s down payment',
    sources: ['wallet', 'card'],
    // the shop is open to every signed-in user, members or not (facts §1.3)
    payers: 'anyone',
    amount: async (executor, { userId }) => cartMoney(await checkoutCart(executor, userId)).downPaymentKobo,
    guard: async (executor, { userId }) => {
      await assertNotSuspended(executor, userId);
      await checkoutCart(executor, userId);
    },
    apply: (tx, payment) => placeOrder(tx, payment, now()),
    callback: async (tx, payment) => {
      await payment.transferTo({
        accountId: await memberAccount(tx, payment.userId, MEMBER_ACCOUNT_KIND.wallet),
        kind: TRANSFER_KIND.orderRefund,
        description: 'A down payment no order used, credited to your wallet',
      });
    },
    checkout: { callbackPath: '/detail/cart' },
  });
}
