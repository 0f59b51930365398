/** How the dashboard names each remote to an administrator. */
const NAMES: Record<string, string> = {
  mfe_auth: 'Sign-in and registration',
  mfe_savings: 'Savings and shareholdings',
  mfe_loans: 'Loans and business financing',
  mfe_commerce: 'Products and investments',
  mfe_wallet: 'Wallet and account',
};

export function remoteDisplayName(name: string): string {
  return NAMES[name] ?? name;
}
