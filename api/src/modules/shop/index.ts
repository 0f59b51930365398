// Product finance (issue 10): the catalogue, cart, checkout with its down payment, orders and their repayments,
// product requests, and the admin's side. Open to every signed-in user, members or not (facts §1.3).
// This index is the area's door: what other areas import from it. Its plugin is ./area.ts.

export { SHOP_PURPOSE } from './purposes';
export { nobody, peopleById } from './admin/people';
export { owedOnOrders, remainingOf } from './orderRows';
export { investmentImageUrl, storedPicture } from './pictures';
export { pictureSrcset, saveVariants, uploadedPicture } from './pictureVariants';
export type { StoredPicture } from './pictures';
