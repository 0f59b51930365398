// Product request statuses as the administrator reads them, and the list's filter.
import { statusMap, type SelectOption } from '@coop/shared';
import type { ProductRequestStatus } from '@coop/api/contract';
import type { RequestFilter } from '../features/admin/api';

export const REQUEST_STATUS = statusMap<ProductRequestStatus>({
  pending: ['Waiting for a price', 'warning'],
  priced: ['Priced', 'neutral'],
  published: ['Published', 'success'],
  declined: ['Declined', 'danger'],
});

export const REQUEST_FILTERS: (SelectOption & { value: RequestFilter })[] = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Waiting for a price' },
  { value: 'priced', label: 'Priced' },
  { value: 'published', label: 'Published' },
  { value: 'declined', label: 'Declined' },
];

/** a request can still be priced, published or declined */
export const isOpenRequest = (status: ProductRequestStatus) => status === 'pending' || status === 'priced';
