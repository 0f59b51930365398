// The filter of the administrator's orders list; an order's status reads as members read it (ORDER_STATUS).
import type { SelectOption } from '@coop/shared';
import type { OrderFilter } from '../features/admin/api';

export { ORDER_STATUS } from '../components/shop/orderStatus';

export const ORDER_FILTERS: (SelectOption & { value: OrderFilter })[] = [
  { value: 'action', label: 'Needs an administrator' },
  { value: 'all', label: 'All' },
  { value: '1', label: 'Pending' },
  { value: '3', label: 'Approved' },
  { value: '5', label: 'Delivered' },
  { value: '2', label: 'Paid' },
  { value: '6', label: 'Closed' },
  { value: '4', label: 'Declined' },
];
