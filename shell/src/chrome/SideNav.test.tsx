import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { SideNav } from './SideNav';
import { menuItems } from '../remotes/contributions';
import { navItemsFor } from './navItems';
import { renderWithProviders } from '../testing/renderApp';
import { ADMIN, MEMBER } from '../testing/fixtures';

const labels = (role: 'MEMBER' | 'SA' | 'ADMIN') =>
  navItemsFor(role, menuItems()).flatMap((item) => (item.kind === 'link' ? [item.label] : [item.label, ...item.children.map((c) => c.label)]));

describe('navigation items (spec §2)', () => {
  it('hides Dashboard from members and keeps the spec order', () => {
    expect(labels('MEMBER')).toEqual(['Wallet', 'Save', 'Shareholdings', 'Loan', 'Business Financing', 'Product Financing', 'Products', 'My Products', 'Investments', 'Transactions', 'Account']);
  });

  it('shows Dashboard first to SA and ADMIN', () => {
    expect(labels('SA')[0]).toBe('Dashboard');
    expect(labels('ADMIN')[0]).toBe('Dashboard');
  });

  it('links each item to its spec path', () => {
    const paths = Object.fromEntries(
      navItemsFor('SA', menuItems()).flatMap((item) => (item.kind === 'link' ? [[item.label, item.path]] : item.children.map((c) => [c.label, c.path]))),
    );
    expect(paths).toEqual({
      Dashboard: '/dashboard', Wallet: '/wallet', Save: '/savings-tab/regular', Shareholdings: '/shareholdings', Loan: '/loan',
      'Business Financing': '/business-fianance', Products: '/product_financing', 'My Products': '/my_products', Investments: '/investments', Transactions: '/transactions', Account: '/settings',
    });
  });
});

describe('SideNav', () => {
  it('renders a member’s links without Dashboard and marks the current page', async () => {
    await renderWithProviders(<SideNav role={MEMBER.role} />, { path: '/loan', user: MEMBER });
    const nav = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(within(nav).queryByRole('link', { name: 'Dashboard' })).not.toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Loan' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Wallet' })).not.toHaveAttribute('aria-current');
  });

  it('marks the section item on its other pages', async () => {
    await renderWithProviders(<SideNav role={MEMBER.role} />, { path: '/savings-tab/target', user: MEMBER });
    expect(screen.getByRole('link', { name: 'Save' })).toHaveAttribute('aria-current', 'page');
  });

  it('shows Dashboard to an admin', async () => {
    await renderWithProviders(<SideNav role={ADMIN.role} />, { path: '/dashboard', user: ADMIN });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('keeps Dashboard current in every section of the console', async () => {
    await renderWithProviders(<SideNav role={ADMIN.role} />, { path: '/dashboard/loans/42', user: ADMIN });
    expect(screen.getByRole('link', { name: 'Dashboard' })).toHaveAttribute('aria-current', 'page');
  });

  it('folds the Product Financing group', async () => {
    await renderWithProviders(<SideNav role={MEMBER.role} />, { path: '/wallet', user: MEMBER });
    const group = screen.getByRole('button', { name: 'Product Financing' });
    expect(group).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('link', { name: 'My Products' })).toHaveAttribute('href', '/my_products');
    await userEvent.click(group);
    expect(group).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('link', { name: 'My Products' })).not.toBeInTheDocument();
  });

  it('in the narrow mode shows short labels but keeps full names for assistive technology', async () => {
    await renderWithProviders(<SideNav role={MEMBER.role} compact />, { path: '/shareholdings', user: MEMBER });
    const shares = screen.getByRole('link', { name: 'Shareholdings' });
    expect(shares).toHaveTextContent('Shares');
    expect(shares).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'My Products' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Product Financing' })).not.toBeInTheDocument();
  });
});
