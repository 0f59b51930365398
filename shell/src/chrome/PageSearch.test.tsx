import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PageSearch } from './PageSearch';
import { findPages, searchablePages } from './pageSearch';
import { renderWithProviders } from '../testing/renderApp';
import { MEMBER } from '../testing/fixtures';

describe('page search index', () => {
  it('finds "Account" → /settings first', () => {
    const hits = findPages('Account', searchablePages('MEMBER'));
    expect(hits[0]).toEqual({ label: 'Account', path: '/settings' });
    expect(hits.map((h) => h.path)).toContain('/account_statement');
  });

  it('matches every typed word, case-insensitively, by nav labels and crumbs', () => {
    expect(findPages('target sav', searchablePages('MEMBER')).map((h) => h.path)).toEqual(['/savings-tab/target', '/target']);
    expect(findPages('CART', searchablePages('MEMBER'))).toEqual([{ label: 'Shopping cart', path: '/detail/cart' }]);
    expect(findPages('   ', searchablePages('MEMBER'))).toEqual([]);
  });

  it('also finds a page by the short label of the narrow side panel', () => {
    expect(findPages('shares', searchablePages('MEMBER'))).toEqual([{ label: 'Shares', path: '/shareholdings' }]);
    // one entry per page, even when both of its names match
    expect(findPages('share', searchablePages('MEMBER')).filter((h) => h.path === '/shareholdings')).toHaveLength(1);
  });

  it('only offers pages the role may open, and no pages that need a parameter', () => {
    const memberPaths = searchablePages('MEMBER').map((h) => h.path);
    expect(memberPaths).not.toContain('/dashboard');
    expect(memberPaths).not.toContain('/details/:id');
    expect(memberPaths).not.toContain('/signin');
    expect(searchablePages('ADMIN').map((h) => h.path)).toContain('/dashboard');
  });
});

describe('PageSearch', () => {
  it('lists matches in a listbox and opens the first on Enter', async () => {
    const { router } = await renderWithProviders(<PageSearch role="MEMBER" />, { path: '/wallet', user: MEMBER });
    const box = screen.getByRole('combobox', { name: 'Find a page' });
    await userEvent.type(box, 'Account');
    const listbox = screen.getByRole('listbox', { name: 'Pages' });
    expect(listbox).toBeVisible();
    expect(screen.getAllByRole('option')[0]).toHaveTextContent('Account');
    expect(box).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(box).toHaveValue('');
  });

  it('moves through the matches with the arrow keys and opens one by click', async () => {
    const { router } = await renderWithProviders(<PageSearch role="MEMBER" />, { path: '/wallet', user: MEMBER });
    const box = screen.getByRole('combobox', { name: 'Find a page' });
    await userEvent.type(box, 'loan');
    await userEvent.keyboard('{ArrowDown}');
    const options = screen.getAllByRole('option');
    expect(options[1]).toHaveAttribute('aria-selected', 'true');
    expect(box).toHaveAttribute('aria-activedescendant', options[1].id);
    await userEvent.click(screen.getByRole('option', { name: /Loan groups/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan-group'));
  });

  it('says when nothing matches', async () => {
    await renderWithProviders(<PageSearch role="MEMBER" />, { path: '/wallet', user: MEMBER });
    await userEvent.type(screen.getByRole('combobox', { name: 'Find a page' }), 'zzz');
    expect(screen.getByRole('status')).toHaveTextContent('No page matches “zzz”');
  });
});
