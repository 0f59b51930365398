// Order statuses as members and administrators read them (facts §4.4: 1 pending, 3 approved, 5 delivered, 2 paid,
// 6 closed, 4 declined; the original's misspellings corrected), each with its badge tone.
import { statusMap } from '@coop/shared';
import type { OrderStatusCode } from '@coop/api/contract';

export const ORDER_STATUS = statusMap<OrderStatusCode>({
  1: ['Pending', 'warning'],
  3: ['Approved', 'neutral'],
  5: ['Delivered', 'neutral'],
  2: ['Paid', 'success'],
  6: ['Closed', 'success'],
  4: ['Declined', 'danger'],
});

/** pending, approved and delivered orders are ongoing; paid, closed and declined are completed */
export const isOngoing = (status: OrderStatusCode): boolean => status === 1 || status === 3 || status === 5;
/** repayments open once the order is delivered */
export const isRepayable = (status: OrderStatusCode): boolean => status === 5;
