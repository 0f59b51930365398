// How a product request's state reads to the member.
import { statusMap } from '@coop/shared';
import type { ProductRequestStatus } from '@coop/api/contract';

export const MY_REQUEST_STATUS = statusMap<ProductRequestStatus>({
  pending: ['Awaiting price', 'warning'],
  priced: ['Priced', 'success'],
  published: ['In the catalogue', 'success'],
  declined: ['Declined', 'danger'],
});
/** the quantity can change until the request is published or declined */
export const quantityEditable = (status: ProductRequestStatus): boolean => status === 'pending' || status === 'priced';
