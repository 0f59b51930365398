// Investment statuses and kinds as the administrator reads them.
import { statusMap } from '@coop/shared';
import type { InvestmentKind, InvestmentStatus } from '@coop/api/contract';

export const INVESTMENT_STATUS = statusMap<InvestmentStatus>({
  open: ['Open', 'neutral'],
  paying: ['Paying out', 'warning'],
  paid: ['Paid out', 'success'],
});

export const kindLabel = (kind: InvestmentKind) => (kind === 'halal' ? 'Halal' : 'Market');
