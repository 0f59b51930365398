// Investment statuses and kinds as the administrator reads them.
import type { BadgeTone } from '@coop/shared';
import type { InvestmentKind, InvestmentStatus } from '@coop/api/contract';

export const INVESTMENT_STATUS: Record<InvestmentStatus, { label: string; tone: BadgeTone }> = {
  open: { label: 'Open', tone: 'neutral' },
  paying: { label: 'Paying out', tone: 'warning' },
  paid: { label: 'Paid out', tone: 'success' },
};

export const kindLabel = (kind: InvestmentKind) => (kind === 'halal' ? 'Halal' : 'Market');
