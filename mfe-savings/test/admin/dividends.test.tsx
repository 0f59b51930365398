import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, mockApi, networkDown, signIn } from '@coop/shared/testing';
import DividendsPanel, { NOTE_MESSAGE } from '../../src/admin/DividendsPanel';
import { allocationsTotal } from '../../src/admin/DividendAllocationTable';
import { renderPage } from '../support/renderPage';
import { dividend, dividendPage, preview } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

async function previewed(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({
    'GET admin/dividends': { body: dividendPage([]) },
    'POST admin/dividends/preview': { body: preview },
    ...handlers,
  });
  const view = renderPage(<DividendsPanel />);
  const { user } = view;
  await user.type(screen.getByLabelText(/Dividend amount/), '1000');
  await user.type(screen.getByLabelText(/^Note/), '2026 dividend');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('table', { name: /each member's share/ });
  return { api, user };
}

describe('Dividends panel', () => {
  it('previews each member’s share with a total row equal to the amount exactly', async () => {
    const { api } = await previewed();
    expect(api.callsTo('POST', 'admin/dividends/preview')[0].body).toEqual({ amount: '1000.00' });
    const table = screen.getByRole('table', { name: /Dividend of ₦1,000.00/ });
    const rows = within(table).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Bola Ade');
    expect(rows[1]).toHaveTextContent('₦10,000.00');
    expect(rows[1]).toHaveTextContent('₦333.34');
    const total = rows.at(-1)!;
    expect(total).toHaveTextContent('Total (3 members)');
    expect(total).toHaveTextContent('₦30,000.00');
    expect(total).toHaveTextContent('₦1,000.00');
    expect(allocationsTotal(preview.allocations)).toBe('1000.00');
  });

  it('posts only after the confirmation, with the note and an Idempotency-Key, then lists it', async () => {
    let posted = false;
    const { api, user } = await previewed({
      'GET admin/dividends': () => ({ body: dividendPage(posted ? [dividend] : []) }),
      'POST admin/dividends': () => {
        posted = true;
        return { body: { success: true, message: 'Dividend of ₦1,000.00 posted to 3 members', dividend } };
      },
    });
    expect(await screen.findByText('No dividend has been posted yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Post dividend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Post ₦1,000.00 to 3 members?' });
    expect(within(dialog).getByText('2026 dividend')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/dividends')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Post dividend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Dividend of ₦1,000.00 posted to 3 members');
    const [post] = api.callsTo('POST', 'admin/dividends');
    expect(post.body).toEqual({ amount: '1000.00', note: '2026 dividend' });
    expect(post.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const history = await screen.findByRole('table', { name: 'Posted dividends' });
    expect(history).toHaveTextContent('2026 dividend');
    expect(history).toHaveTextContent('Ada Admin');
    expect(screen.queryByRole('table', { name: /each member's share/ })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation posts nothing', async () => {
    const { api, user } = await previewed();
    await user.click(screen.getByRole('button', { name: 'Post dividend' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'admin/dividends')).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again after an unknown outcome, and a new one after a refusal', async () => {
    const outcomes = [networkDown(), { status: 422, body: { success: false, message: 'Nobody holds shares' } }];
    const { api, user } = await previewed({
      'POST admin/dividends': () => outcomes.shift() ?? { body: { success: true, message: 'Posted', dividend } },
    });
    await user.click(screen.getByRole('button', { name: 'Post dividend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Post dividend' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post dividend' }));
    expect(await within(dialog).findByText('Nobody holds shares')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Post dividend' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Posted');
    const keys = api.callsTo('POST', 'admin/dividends').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks for a note before the confirmation', async () => {
    mockApi({ 'GET admin/dividends': { body: dividendPage([]) }, 'POST admin/dividends/preview': { body: preview } });
    const { user } = renderPage(<DividendsPanel />);
    await user.type(screen.getByLabelText(/Dividend amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Post dividend' }));
    expect(screen.getByText(NOTE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the amount before previewing', async () => {
    const api = mockApi({ 'GET admin/dividends': { body: dividendPage([]) } });
    const { user } = renderPage(<DividendsPanel />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('this field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/dividends/preview')).toHaveLength(0);
  });

  it('says when nobody holds shares, with no Post button', async () => {
    mockApi({
      'GET admin/dividends': { body: dividendPage([]) },
      'POST admin/dividends/preview': { body: { ...preview, member_count: 0, total_shares: '0.00', allocations: [] } },
    });
    const { user } = renderPage(<DividendsPanel />);
    await user.type(screen.getByLabelText(/Dividend amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No member holds shares yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post dividend' })).not.toBeInTheDocument();
  });

  it('takes the preview away when the amount changes', async () => {
    const { user } = await previewed();
    await user.type(screen.getByLabelText(/Dividend amount/), '0');
    expect(screen.queryByRole('table', { name: /each member's share/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Post dividend' })).not.toBeInTheDocument();
  });

  it('shows a preview refusal and a history load error', async () => {
    mockApi({
      'GET admin/dividends': { status: 500, body: { success: false, message: 'History unavailable' } },
      'POST admin/dividends/preview': { status: 422, body: { success: false, message: 'The dividend amount is too small to share' } },
    });
    const { user } = renderPage(<DividendsPanel />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Dividend amount/), '0.01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The dividend amount is too small to share')).toBeInTheDocument();
  });
});

describe('Posted dividends', () => {
  it('pages through the history', async () => {
    const api = mockApi({
      'GET admin/dividends': (call) =>
        call.query.page === '2'
          ? { body: { ...dividendPage([{ ...dividend, id: 2, note: '2024 dividend' }]), current_page: 2, last_page: 2 } }
          : { body: { ...dividendPage([dividend]), last_page: 2 } },
    });
    const { user } = renderPage(<DividendsPanel />);
    expect(await screen.findByRole('table', { name: 'Posted dividends' })).toHaveTextContent('2026 dividend');
    await user.click(screen.getByRole('button', { name: /next|2/i }));
    expect(await screen.findByText('2024 dividend')).toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/dividends').at(-1)!.query).toEqual({ page: '2' });
  });
});
