// The two finance routes open to non-members (spec §2 spells the first one this way).
export const BUSINESS_FINANCE_PATH = '/business-fianance';
export const PRODUCT_FINANCE_PATH = '/product_financing';
