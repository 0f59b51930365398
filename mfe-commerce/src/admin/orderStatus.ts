// Order statuses as the administrator reads them (facts §4.4: 1 pending, 3 approved, 5 delivered, 2 paid, 6 closed,
// 4 declined), each with a badge tone, and the filter of the orders list.
import type { BadgeTone, SelectOption } from '@coop/shared';
import type { OrderStatusCode } from '@coop/api/contract';
import type { OrderFilter } from './api';

export const ORDER_STATUS: Record<OrderStatusCode, { label: string; tone: BadgeTone }> = {
  1: { label: 'Pending', tone: 'warning' },
  3: { label: 'Approved', tone: 'neutral' },
  5: { label: 'Delivered', tone: 'neutral' },
  2: { label: 'Paid', tone: 'success' },
  6: { label: 'Closed', tone: 'success' },
  4: { label: 'Declined', tone: 'danger' },
};

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
