// How a product request's state reads to the member.
import type { BadgeTone } from '@coop/shared';
import type { ProductRequestStatus } from '@coop/api/contract';

export const REQUEST_STATUS_LABEL: Record<ProductRequestStatus, string> = { pending: 'Awaiting price', priced: 'Priced', published: 'In the catalogue', declined: 'Declined' };
export const REQUEST_STATUS_TONE: Record<ProductRequestStatus, BadgeTone> = { pending: 'warning', priced: 'success', published: 'success', declined: 'danger' };
/** the quantity can change until the request is published or declined */
export const quantityEditable = (status: ProductRequestStatus): boolean => status === 'pending' || status === 'priced';
