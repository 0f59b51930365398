// The routes the shell makes of its own and the remotes' manifests (the build's default copies) are spec §2's, as
// they were when the shell listed them itself.
import { routeTable } from '../src/remotes/contributions';

const ROUTES = routeTable();

// Spec §2, written out independently of the table: path → [remote, page, chrome, requiresAuth, roles].
const SPEC: Record<string, [string, string, 'none' | 'app', boolean, string[]?]> = {
  '/': ['shell', 'Landing', 'none', false],
  '/404': ['shell', 'NotFound', 'none', false],
  '/dashboard': ['shell', 'AdminDashboard', 'app', true, ['SA', 'ADMIN']],
  '/signup': ['mfe_auth', 'SignUp', 'none', false],
  '/signin': ['mfe_auth', 'SignIn', 'none', false],
  '/forgot-password': ['mfe_auth', 'ForgotPassword', 'none', false],
  '/verify-email/:id': ['mfe_auth', 'VerifyEmail', 'none', false],
  '/verify-password/:id': ['mfe_auth', 'VerifyPassword', 'none', false],
  '/savings': ['mfe_savings', 'Savings', 'app', true],
  '/savings-tab/regular': ['mfe_savings', 'SavingsTabRegular', 'app', true],
  '/savings-tab/target': ['mfe_savings', 'SavingsTabTarget', 'app', true],
  '/savings-tab/savetoloan': ['mfe_savings', 'SavingsTabSaveToLoan', 'app', true],
  '/regular': ['mfe_savings', 'Regular', 'app', true],
  '/target': ['mfe_savings', 'Target', 'app', true],
  '/savetoloan': ['mfe_savings', 'SaveToLoan', 'app', true],
  '/shareholdings': ['mfe_savings', 'Shareholdings', 'app', true],
  '/loan': ['mfe_loans', 'Loan', 'app', true],
  '/loan-group': ['mfe_loans', 'LoanGroup', 'app', true],
  '/loans': ['mfe_loans', 'Loans', 'app', true],
  '/business-fianance': ['mfe_loans', 'BusinessFinance', 'app', true],
  '/product_financing': ['mfe_commerce', 'ProductFinancing', 'app', true],
  '/my_products': ['mfe_commerce', 'MyProducts', 'app', true],
  '/requested_product': ['mfe_commerce', 'RequestedProduct', 'app', true],
  '/products': ['mfe_commerce', 'Products', 'app', true],
  '/details/:id': ['mfe_commerce', 'ProductDetails', 'app', true],
  '/detail/cart': ['mfe_commerce', 'Cart', 'app', true],
  '/market': ['mfe_commerce', 'Market', 'app', true],
  '/finance': ['mfe_commerce', 'Finance', 'app', true],
  '/investments': ['mfe_commerce', 'Investments', 'app', true],
  '/wallet': ['mfe_wallet', 'Wallet', 'app', true],
  '/settings': ['mfe_wallet', 'Settings', 'app', true],
  '/account_statement': ['mfe_wallet', 'AccountStatement', 'app', true],
  '/transactions': ['mfe_wallet', 'Transactions', 'app', true],
};

describe('route table', () => {
  it('has every route of the spec exactly once and nothing else', () => {
    const paths = ROUTES.map((r) => r.path);
    expect(new Set(paths).size).toBe(paths.length);
    expect([...paths].sort()).toEqual(Object.keys(SPEC).sort());
  });

  it.each(Object.entries(SPEC))('%s → the right remote, page, chrome, auth and roles', (path, [remote, page, chrome, requiresAuth, roles]) => {
    const route = ROUTES.find((r) => r.path === path)!;
    expect({ remote: route.remote, page: route.page, chrome: route.chrome, requiresAuth: route.requiresAuth, roles: route.allowedRoles }).toEqual({
      remote, page, chrome, requiresAuth, roles,
    });
  });

  it('names every page for the breadcrumb and the search', () => {
    for (const route of ROUTES) expect(route.crumb.trim()).not.toBe('');
  });
});
