// Order statuses as members read them (facts §4.4, with the original's misspellings corrected).
import type { BadgeTone } from '@coop/shared';
import type { OrderStatusCode } from '@coop/api/contract';

export const ORDER_STATUS_LABEL: Record<OrderStatusCode, string> = { 1: 'Pending', 3: 'Approved', 5: 'Delivered', 2: 'Paid', 6: 'Closed', 4: 'Declined' };
export const ORDER_STATUS_TONE: Record<OrderStatusCode, BadgeTone> = { 1: 'warning', 3: 'neutral', 5: 'neutral', 2: 'success', 6: 'success', 4: 'danger' };

/** pending, approved and delivered orders are ongoing; paid, closed and declined are completed */
export const isOngoing = (status: OrderStatusCode): boolean => status === 1 || status === 3 || status === 5;
/** repayments open once the order is delivered */
export const isRepayable = (status: OrderStatusCode): boolean => status === 5;
