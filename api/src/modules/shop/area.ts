// Product finance (issue 10): the catalogue, cart, checkout with its down payment, orders and their repayments,
// product requests, and the admin's side. Open to every signed-in user, members or not (facts §1.3).
// The area's plugin, registered by the list of areas (../index.ts); other areas import ./index.ts.
import { defineArea } from '../area';
import { shopAdminRoutes } from './admin/routes';
import { openCatalogueRoutes } from './catalogueRoutes';
import { registerCheckoutPurpose } from './checkoutPurpose';
import { registerOrderRepaymentPurpose } from './orderRepayment';
import { shopPictureRoutes } from './pictureRoutes';
import { shopRoutes } from './routes';

export const shopArea = defineArea({
  name: 'shop',
  dependencies: ['payments'],
  routes: [shopRoutes],
  openRoutes: [openCatalogueRoutes, shopPictureRoutes],
  adminRoutes: [shopAdminRoutes],
  purposes: ({ payments, now }) => {
    registerCheckoutPurpose(payments, now);
    registerOrderRepaymentPurpose(payments, now);
  },
});
