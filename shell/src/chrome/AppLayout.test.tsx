import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setRuntimeConfig } from '@coop/shared';
import { renderApp } from '../testing/renderApp';
import { MEMBER } from '../testing/fixtures';
import { mockApi } from '@coop/shared/testing';

jest.mock('../remotes/remoteLoader', () => {
  const pages = (remote: string) =>
    new Proxy({}, { get: (_t, name) => (typeof name === 'string' && name !== 'then' ? () => <h1>{`${remote} ${name}`}</h1> : undefined) });
  return {
    loadFeature: jest.fn(async (remote: string) => ({ key: `${remote}_state`, reducer: (s = {}) => s })),
    loadPages: jest.fn(async (remote: string) => pages(remote)),
    loadAdmin: jest.fn(),
    resetRemote: jest.fn(),
  };
});

/** Pretends the window is `width` px wide for min-width media queries. */
function setWidth(width: number) {
  window.matchMedia = ((query: string) => {
    const min = Number(/min-width:\s*(\d+)px/.exec(query)?.[1] ?? 0);
    return { matches: width >= min, media: query, addEventListener: () => {}, removeEventListener: () => {}, onchange: null } as unknown as MediaQueryList;
  }) as typeof window.matchMedia;
}

const NOTES = [
  { id: 1, title: 'Loan approved', message: 'Approved.', link: '/loan', created_at: new Date().toISOString() },
  { id: 2, title: 'Wallet funded', message: 'Funded.', link: null, created_at: new Date().toISOString() },
];

beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest Co-operative Society', remotes: [] });
  mockApi({ 'GET auth/session': { body: { success: true } }, 'GET notification': { body: NOTES } });
});
afterEach(() => {
  delete (window as { matchMedia?: unknown }).matchMedia;
});

describe('chrome layout', () => {
  it('on a phone: the side navigation is an off-canvas drawer that Escape and navigation close', async () => {
    setWidth(360);
    const { router } = await renderApp('/wallet', { user: MEMBER });
    await screen.findByRole('heading', { name: 'mfe_wallet Wallet' });
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    const menu = screen.getByRole('button', { name: 'Open menu' });
    await userEvent.click(menu);
    const drawer = screen.getByRole('dialog', { name: 'Menu' });
    expect(within(drawer).getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    await userEvent.click(menu);
    await act(async () => {
      await userEvent.click(within(screen.getByRole('dialog', { name: 'Menu' })).getByRole('link', { name: 'Loan' }));
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/loan'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
  });

  it('between 768 and 1200 px: a narrow side panel that the menu button widens', async () => {
    setWidth(900);
    await renderApp('/wallet', { user: MEMBER });
    await screen.findByRole('heading', { name: 'mfe_wallet Wallet' });
    expect(screen.getByRole('link', { name: 'Shareholdings' })).toHaveTextContent('Shares');
    await userEvent.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(screen.getByRole('link', { name: 'Shareholdings' })).toHaveTextContent('Shareholdings');
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toHaveAttribute('aria-expanded', 'true');
  });

  it('from 1200 px: the side panel is open, with full labels', async () => {
    setWidth(1400);
    await renderApp('/wallet', { user: MEMBER });
    await screen.findByRole('heading', { name: 'mfe_wallet Wallet' });
    expect(screen.getByRole('button', { name: 'Collapse menu' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Product Financing' })).toBeInTheDocument();
  });

  it('shows the unread count on the bell and the notifications in a side panel', async () => {
    localStorage.removeItem('notifications_seen');
    await renderApp('/wallet', { user: MEMBER });
    const bell = await screen.findByRole('button', { name: 'Notifications, 2 new' });
    await userEvent.click(bell);
    const panel = screen.getByRole('dialog', { name: 'Notifications' });
    expect(await within(panel).findByRole('heading', { name: 'Wallet funded' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Notifications' })).toBeInTheDocument());
  });

  it("asks a member with no bank details to update their profile, except on /settings", async () => {
    const { router } = await renderApp('/wallet', { user: { ...MEMBER, bank: false } });
    const notice = await screen.findByText('Please Update your profile and bank account to continue');
    expect(notice).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Update profile' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/settings'));
    expect(screen.queryByText('Please Update your profile and bank account to continue')).not.toBeInTheDocument();
  });

  it('shows the member’s initials when there is no picture, and the picture when there is', async () => {
    const { unmount } = await renderApp('/wallet', { user: MEMBER });
    const button = await screen.findByRole('button', { name: 'Account menu for Ada Obi' });
    expect(button).toHaveTextContent('AO');
    unmount();
    await renderApp('/wallet', { user: { ...MEMBER, profile_pic: 'https://cdn.example.com/ada.png' } });
    const withPicture = await screen.findByRole('button', { name: 'Account menu for Ada Obi' });
    expect(withPicture.querySelector('img')).toHaveAttribute('src', 'https://cdn.example.com/ada.png');
    act(() => {
      withPicture.querySelector('img')!.dispatchEvent(new Event('error'));
    });
    expect(withPicture).toHaveTextContent('AO');
  });
});
