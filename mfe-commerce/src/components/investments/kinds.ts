// The two investment products (spec §7 "Investments", facts §2.9): the market place and the halal product, which the
// original's paths call `halai`. Everything that differs between them is here; the screens are shared.
import type { InvestmentKind } from '@coop/api/contract';

export interface KindInfo {
  kind: InvestmentKind;
  /** the product's tab */
  label: string;
  /** "market investments", "halal investments" in sentences */
  plural: string;
  listPath: string;
  newsPath: (id: number) => string;
  holdingsPath: string;
  totalPath: string;
  buyPath: string;
  /** the purchase body's key for the investment's id */
  idKey: 'investments_id' | 'halai_investments_id';
  /** only the market place has categories */
  hasCategories: boolean;
}

export const KINDS: Record<InvestmentKind, KindInfo> = {
  market: {
    kind: 'market',
    label: 'Market',
    plural: 'market investments',
    listPath: 'show_all_investment',
    newsPath: (id) => `show_investment/${id}`,
    holdingsPath: 'user_investments',
    totalPath: 'marketTotal',
    buyPath: 'market_place/add_investment',
    idKey: 'investments_id',
    hasCategories: true,
  },
  halal: {
    kind: 'halal',
    label: 'Halal',
    plural: 'halal investments',
    listPath: 'show_all_halai',
    newsPath: (id) => `show_halai/${id}`,
    holdingsPath: 'user_halai',
    totalPath: 'halaiTotal',
    buyPath: 'halai/add_investment',
    idKey: 'halai_investments_id',
    hasCategories: false,
  },
};

export const KIND_ORDER: InvestmentKind[] = ['market', 'halal'];

/** `?kind=` (the purchase notification links to /investments?kind=halal) */
export function kindOf(query: string | null, fallback: InvestmentKind): InvestmentKind {
  return query === 'market' || query === 'halal' ? query : fallback;
}
