import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { selectAlert } from '@coop/shared';
import type { Notification } from '@coop/api/contract';
import { NotificationsPanel } from './NotificationsPanel';
import { useNotifications } from './useNotifications';
import { renderWithProviders } from '../../testing/renderApp';
import { MEMBER } from '../../testing/fixtures';
import { mockApi, networkDown } from '@coop/shared/testing';

const ago = (ms: number) => new Date(Date.now() - ms).toISOString();
const NOTES: Notification[] = [
  { id: 1, title: 'Loan approved', message: 'Your loan of ₦50,000.00 was approved.', link: '/loan', created_at: ago(3 * 3600_000) },
  { id: 2, title: 'Wallet funded', message: 'Your wallet received ₦5,000.00.', link: null, created_at: ago(5 * 60_000) },
  { id: 3, title: 'Welcome', message: 'Welcome to the society.', link: 'https://example.com', created_at: ago(40 * 86400_000) },
];

function Harness({ startOpen = false }: { startOpen?: boolean }) {
  const [open, setOpen] = useState(startOpen);
  const controller = useNotifications({ panelOpen: open, userKey: 'ada@example.com' });
  return (
    <>
      <p>unread: {controller.unreadCount}</p>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <NotificationsPanel controller={controller} />}
    </>
  );
}

describe('notifications panel', () => {
  it('lists notifications newest first with relative times', async () => {
    mockApi({ 'GET notification': { body: NOTES } });
    await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    const list = await screen.findByRole('list', { name: 'Notifications' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((li) => within(li).getByRole('heading').textContent)).toEqual(['Wallet funded', 'Loan approved', 'Welcome']);
    expect(items[0]).toHaveTextContent('5 minutes ago');
    expect(items[1]).toHaveTextContent('3 hours ago');
    expect(items[2]).toHaveTextContent('1 month ago');
    expect(within(items[1]).getByRole('link', { name: 'Loan approved' })).toHaveAttribute('href', '/loan');
    // an outside address is not turned into an in-app link
    expect(within(items[2]).queryByRole('link')).not.toBeInTheDocument();
  });

  it('deletes one with POST notification/delete {id}', async () => {
    const api = mockApi({ 'GET notification': { body: NOTES }, 'POST notification/delete': { body: { success: true, message: 'Deleted' } } });
    await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete notification: Loan approved' }));
    await waitFor(() => expect(screen.queryByText('Loan approved')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'notification/delete')[0].body).toEqual({ id: 1 });
    expect(screen.getByText('2 notifications')).toBeInTheDocument();
  });

  it('keeps the notification and shows the message when deleting fails', async () => {
    mockApi({ 'GET notification': { body: NOTES }, 'POST notification/delete': { status: 500, body: { success: false, message: 'Could not delete' } } });
    const { store } = await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete notification: Welcome' }));
    await waitFor(() => expect(selectAlert(store.getState())).toMatchObject({ open: true, kind: 'error', message: 'Could not delete' }));
    expect(screen.getByRole('heading', { name: 'Welcome' })).toBeInTheDocument();
  });

  it('deletes all after a confirmation with POST notification/delete-all', async () => {
    const api = mockApi({ 'GET notification': { body: NOTES }, 'POST notification/delete-all': { body: { success: true, message: 'Deleted' } } });
    await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete all' }));
    expect(api.callsTo('POST', 'notification/delete-all')).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Yes, delete all' }));
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
    expect(api.callsTo('POST', 'notification/delete-all')).toHaveLength(1);
  });

  it('shows an empty state', async () => {
    mockApi({ 'GET notification': { body: [] } });
    await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    expect(await screen.findByText('You have no notifications')).toBeInTheDocument();
  });

  it('shows an error with Retry, and recovers', async () => {
    let down = true;
    mockApi({ 'GET notification': () => (down ? networkDown() : { body: NOTES }) });
    await renderWithProviders(<Harness startOpen />, { user: MEMBER });
    expect(await screen.findByRole('alert')).toHaveTextContent('Internet Error, Please check your internet and try again');
    down = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('list', { name: 'Notifications' })).toBeInTheDocument();
  });

  it('counts unread until the panel is opened', async () => {
    localStorage.removeItem('notifications_seen');
    mockApi({ 'GET notification': { body: NOTES } });
    await renderWithProviders(<Harness />, { user: MEMBER });
    expect(await screen.findByText('unread: 3')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(await screen.findByText('unread: 0')).toBeInTheDocument();
  });

  it('refreshes every 60 s while the page is visible, and when opened', async () => {
    jest.useFakeTimers();
    try {
      const api = mockApi({ 'GET notification': { body: [] } });
      await renderWithProviders(<Harness />, { user: MEMBER });
      expect(api.callsTo('GET', 'notification')).toHaveLength(1);
      await act(async () => {
        await jest.advanceTimersByTimeAsync(60_000);
      });
      expect(api.callsTo('GET', 'notification')).toHaveLength(2);
      Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
      await act(async () => {
        await jest.advanceTimersByTimeAsync(120_000);
      });
      expect(api.callsTo('GET', 'notification')).toHaveLength(2);
      Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
      await act(async () => {
        document.dispatchEvent(new Event('visibilitychange'));
      });
      expect(api.callsTo('GET', 'notification')).toHaveLength(3);
      await act(async () => {
        screen.getByRole('button', { name: 'open' }).click();
      });
      expect(api.callsTo('GET', 'notification')).toHaveLength(4);
    } finally {
      jest.useRealTimers();
    }
  });
});
