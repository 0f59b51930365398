// Every route of spec §2: which remote (or the shell) renders it, with which chrome, for whom.
import type { Role } from '@coop/shared';

export type RemoteName = 'mfe_auth' | 'mfe_savings' | 'mfe_loans' | 'mfe_commerce' | 'mfe_wallet';
export type ShellPage = 'Landing' | 'NotFound' | 'AdminDashboard';

interface BaseRoute {
  path: string;
  chrome: 'none' | 'app';
  /** the page's name in the breadcrumb and the page search */
  crumb: string;
  requiresAuth: boolean;
  /** only these roles may open it (exact path match, spec §6; with `subpaths`, every path beneath it too) */
  allowedRoles?: Role[];
  /**
   * the page owns every path beneath its own (/dashboard/loans/42: the console's sections) and names itself: it sets
   * the document title and the breadcrumb's trail as its sections change
   */
  subpaths?: boolean;
}
export interface RemoteRoute extends BaseRoute {
  remote: RemoteName;
  /** the key of the remote's `./pages` record */
  page: string;
}
export interface ShellRoute extends BaseRoute {
  remote: 'shell';
  page: ShellPage;
}
export type RouteEntry = RemoteRoute | ShellRoute;

const auth = (path: string, page: string, crumb: string): RouteEntry => ({ path, remote: 'mfe_auth', page, crumb, chrome: 'none', requiresAuth: false });
const member = (remote: RemoteName, path: string, page: string, crumb: string): RouteEntry => ({ path, remote, page, crumb, chrome: 'app', requiresAuth: true });

export const ADMIN_ROLES: Role[] = ['SA', 'ADMIN'];

export const ROUTES: readonly RouteEntry[] = [
  { path: '/', remote: 'shell', page: 'Landing', crumb: 'Home', chrome: 'none', requiresAuth: false },
  { path: '/404', remote: 'shell', page: 'NotFound', crumb: 'Page not found', chrome: 'none', requiresAuth: false },
  { path: '/dashboard', remote: 'shell', page: 'AdminDashboard', crumb: 'Dashboard', chrome: 'app', requiresAuth: true, allowedRoles: ADMIN_ROLES, subpaths: true },

  auth('/signup', 'SignUp', 'Sign up'),
  auth('/signin', 'SignIn', 'Sign in'),
  auth('/forgot-password', 'ForgotPassword', 'Forgot password'),
  auth('/verify-email/:id', 'VerifyEmail', 'Verify e-mail'),
  auth('/verify-password/:id', 'VerifyPassword', 'Change password'),

  member('mfe_savings', '/savings', 'Savings', 'Savings'),
  member('mfe_savings', '/savings-tab/regular', 'SavingsTabRegular', 'Regular savings'),
  member('mfe_savings', '/savings-tab/target', 'SavingsTabTarget', 'Target savings'),
  member('mfe_savings', '/savings-tab/savetoloan', 'SavingsTabSaveToLoan', 'Save to loan'),
  member('mfe_savings', '/regular', 'Regular', 'Regular savings plan'),
  member('mfe_savings', '/target', 'Target', 'Target savings plans'),
  member('mfe_savings', '/savetoloan', 'SaveToLoan', 'Save to loan plan'),
  member('mfe_savings', '/shareholdings', 'Shareholdings', 'Shareholdings'),

  member('mfe_loans', '/loan', 'Loan', 'Loan'),
  member('mfe_loans', '/loan-group', 'LoanGroup', 'Loan groups'),
  member('mfe_loans', '/loans', 'Loans', 'My loans'),
  member('mfe_loans', '/business-fianance', 'BusinessFinance', 'Business financing'),

  member('mfe_commerce', '/product_financing', 'ProductFinancing', 'Products'),
  member('mfe_commerce', '/my_products', 'MyProducts', 'My products'),
  member('mfe_commerce', '/requested_product', 'RequestedProduct', 'Requested products'),
  member('mfe_commerce', '/products', 'Products', 'Product orders'),
  member('mfe_commerce', '/details/:id', 'ProductDetails', 'Product details'),
  member('mfe_commerce', '/detail/cart', 'Cart', 'Shopping cart'),
  member('mfe_commerce', '/market', 'Market', 'Market place'),
  member('mfe_commerce', '/finance', 'Finance', 'Finance categories'),
  member('mfe_commerce', '/investments', 'Investments', 'Investments'),

  member('mfe_wallet', '/wallet', 'Wallet', 'Wallet'),
  member('mfe_wallet', '/settings', 'Settings', 'Account'),
  member('mfe_wallet', '/account_statement', 'AccountStatement', 'Account statement'),
  member('mfe_wallet', '/transactions', 'Transactions', 'Transactions'),
];

/** Other spellings that lead to a route: spec §2/§8 send some unauthorised replies to /sign-in. */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = { '/sign-in': '/signin' };

export const NOT_FOUND_PATH = '/404';
export const SIGNIN_PATH = '/signin';
