// The Quick Save packages (facts §3.2 "Select Package"), where each one's money goes and where the member lands
// after it (spec §4: a top-up returns to the matching savings-tab page; the wallet to /wallet).
import type { PaymentPurpose } from '@coop/shared';

export type QuickSavePackage = 'regular' | 'target' | 'save_to_loan' | 'wallet';

export interface PackageInfo {
  label: string;
  /** the charge purpose of a card payment */
  purpose: PaymentPurpose;
  returnTo: string;
  /** behind the shareholding minimum (facts §1.4) */
  gated: boolean;
}

export const PACKAGES: Record<QuickSavePackage, PackageInfo> = {
  regular: { label: 'Regular Savings', purpose: 'regular_savings', returnTo: '/savings-tab/regular', gated: true },
  target: { label: 'Target Savings', purpose: 'target_savings', returnTo: '/savings-tab/target', gated: true },
  save_to_loan: { label: 'Save To Loan', purpose: 'save_to_loan', returnTo: '/savings-tab/savetoloan', gated: true },
  wallet: { label: 'Wallet', purpose: 'wallet_funding', returnTo: '/wallet', gated: false },
};

export const PACKAGE_ORDER: QuickSavePackage[] = ['regular', 'target', 'save_to_loan', 'wallet'];
