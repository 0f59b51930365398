import { screen, waitFor, within } from '@testing-library/react';
import { adminUser, mockApi, networkDown, proposed, signIn } from '@coop/shared/testing';
import DividendsPanel, { NOTE_MESSAGE } from '../../src/admin/DividendsPanel';
import { FUNDING_NOTE_MESSAGE, SOURCE_MESSAGE } from '../../src/admin/FundPoolForm';
import { allocationsTotal } from '../../src/admin/DividendAllocationTable';
import { renderPage } from '../support/renderPage';
import { dividend, dividendPage, pool, preview } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const PROPOSED = 'Proposed: another administrator must approve it before it takes effect';
const base = { 'GET admin/dividends': { body: dividendPage([]) }, 'GET admin/dividends/pool': { body: pool } };
const declaration = () => screen.getByRole('region', { name: 'Declare a dividend' });

async function previewed(handlers: Parameters<typeof mockApi>[0] = {}) {
  const api = mockApi({ ...base, 'POST admin/dividends/preview': { body: preview }, ...handlers });
  const view = renderPage(<DividendsPanel />);
  const { user } = view;
  await user.type(screen.getByLabelText(/Dividend amount/), '1000');
  await user.type(within(declaration()).getByLabelText(/^Note/), '2026 dividend');
  await user.click(screen.getByRole('button', { name: 'Preview' }));
  await screen.findByRole('table', { name: /each member's share/ });
  return { api, user };
}

describe('Dividends panel: the declaration', () => {
  it('previews each member’s share with a total row equal to the amount exactly, beside the pool', async () => {
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
    expect(within(declaration()).getByRole('group', { name: 'Dividend pool' })).toHaveTextContent('₦50,000.00');
  });

  it('proposes only after the confirmation, with the note and an Idempotency-Key, and says it waits for another administrator', async () => {
    const { api, user } = await previewed({ 'POST admin/dividends': proposed('dividend_declaration', PROPOSED) });
    expect(await screen.findByText('No dividend has been paid yet')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Propose dividend' }));
    const dialog = await screen.findByRole('dialog', { name: 'Propose ₦1,000.00 to 3 members?' });
    expect(dialog).toHaveTextContent('Another administrator must approve it');
    expect(within(dialog).getByText('2026 dividend')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/dividends')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Propose dividend' }));
    const status = await screen.findByRole('status');
    expect(status).toHaveTextContent('Waiting for another administrator’s approval.');
    expect(status).toHaveTextContent(PROPOSED);
    expect(within(status).getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    const [post] = api.callsTo('POST', 'admin/dividends');
    expect(post.body).toEqual({ amount: '1000.00', note: '2026 dividend' });
    expect(post.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // nothing is paid yet: the paid list is not asked again, and the preview is gone
    expect(api.callsTo('GET', 'admin/dividends')).toHaveLength(1);
    expect(screen.queryByRole('table', { name: /each member's share/ })).not.toBeInTheDocument();
  });

  it('shows the refusal of a dividend larger than the pool in the confirmation', async () => {
    const larger = 'The dividend (₦1,000.00) is larger than the dividend pool (₦500.00): fund the pool first';
    const { user } = await previewed({ 'POST admin/dividends': { status: 422, body: { success: false, message: larger } } });
    await user.click(screen.getByRole('button', { name: 'Propose dividend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Propose dividend' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(larger);
  });

  it('says when the preview is larger than the pool, and offers no proposal', async () => {
    await previewed({ 'POST admin/dividends/preview': { body: { ...preview, pool_balance: '500.00' } } });
    expect(within(declaration()).getByRole('alert')).toHaveTextContent('This dividend is larger than the dividend pool (₦500.00)');
    expect(screen.queryByRole('button', { name: 'Propose dividend' })).not.toBeInTheDocument();
  });

  it('cancelling the confirmation proposes nothing', async () => {
    const { api, user } = await previewed();
    await user.click(screen.getByRole('button', { name: 'Propose dividend' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('POST', 'admin/dividends')).toHaveLength(0);
  });

  it('sends the same Idempotency-Key again after an unknown outcome, and a new one after a refusal', async () => {
    const outcomes = [networkDown(), { status: 422, body: { success: false, message: 'Nobody holds shares' } }];
    const { api, user } = await previewed({ 'POST admin/dividends': () => outcomes.shift() ?? proposed('dividend_declaration', PROPOSED) });
    await user.click(screen.getByRole('button', { name: 'Propose dividend' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Propose dividend' }));
    expect(await within(dialog).findByRole('alert')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Propose dividend' }));
    expect(await within(dialog).findByText('Nobody holds shares')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Propose dividend' }));
    expect(await screen.findByRole('status')).toHaveTextContent(PROPOSED);
    const keys = api.callsTo('POST', 'admin/dividends').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(3);
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
  });

  it('asks for a note before the confirmation', async () => {
    mockApi({ ...base, 'POST admin/dividends/preview': { body: preview } });
    const { user } = renderPage(<DividendsPanel />);
    await user.type(screen.getByLabelText(/Dividend amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    await user.click(await screen.findByRole('button', { name: 'Propose dividend' }));
    expect(screen.getByText(NOTE_MESSAGE)).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('checks the amount before previewing', async () => {
    const api = mockApi(base);
    const { user } = renderPage(<DividendsPanel />);
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await within(declaration()).findByText('this field is required')).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/dividends/preview')).toHaveLength(0);
  });

  it('says when nobody holds shares, with no Propose button', async () => {
    mockApi({ ...base, 'POST admin/dividends/preview': { body: { ...preview, member_count: 0, total_shares: '0.00', allocations: [] } } });
    const { user } = renderPage(<DividendsPanel />);
    await user.type(screen.getByLabelText(/Dividend amount/), '1000');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('No member holds shares yet')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose dividend' })).not.toBeInTheDocument();
  });

  it('takes the preview away when the amount changes', async () => {
    const { user } = await previewed();
    await user.type(screen.getByLabelText(/Dividend amount/), '0');
    expect(screen.queryByRole('table', { name: /each member's share/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Propose dividend' })).not.toBeInTheDocument();
  });

  it('shows a preview refusal and a history load error', async () => {
    mockApi({
      'GET admin/dividends/pool': { body: pool },
      'GET admin/dividends': { status: 500, body: { success: false, message: 'History unavailable' } },
      'POST admin/dividends/preview': { status: 422, body: { success: false, message: 'The dividend amount is too small to share' } },
    });
    const { user } = renderPage(<DividendsPanel />);
    expect(await screen.findByText('History unavailable')).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Dividend amount/), '0.01');
    await user.click(screen.getByRole('button', { name: 'Preview' }));
    expect(await screen.findByText('The dividend amount is too small to share')).toBeInTheDocument();
  });
});

describe('Dividends panel: the pool and its funding', () => {
  const fundForm = () => screen.getByRole('form', { name: 'Fund the dividend pool' });

  it('shows what the pool holds and what each source account holds', async () => {
    mockApi(base);
    renderPage(<DividendsPanel />);
    expect(await screen.findByRole('group', { name: 'In the dividend pool' })).toHaveTextContent('₦50,000.00');
    const source = within(fundForm()).getByLabelText(/From the society account/);
    expect(within(source).getByRole('option', { name: 'Fee income · ₦120,000.00' })).toBeInTheDocument();
    expect(within(source).getByRole('option', { name: 'Business finance mark-up · ₦80,000.00' })).toBeInTheDocument();
  });

  it('checks the amount, the source and the note before proposing anything', async () => {
    const api = mockApi(base);
    const { user } = renderPage(<DividendsPanel />);
    await screen.findByRole('form', { name: 'Fund the dividend pool' });
    await user.click(within(fundForm()).getByRole('button', { name: 'Propose funding' }));
    expect(within(fundForm()).getByText('this field is required')).toBeInTheDocument();
    expect(within(fundForm()).getByText(SOURCE_MESSAGE)).toBeInTheDocument();
    expect(within(fundForm()).getByText(FUNDING_NOTE_MESSAGE)).toBeInTheDocument();
    expect(api.callsTo('POST', 'admin/dividends/fund')).toHaveLength(0);
  });

  it('proposes the funding with an Idempotency-Key and says it waits for another administrator', async () => {
    const api = mockApi({ ...base, 'POST admin/dividends/fund': proposed('dividend_funding', 'Proposed: fund the dividend pool with ₦20,000.00 from Fee income') });
    const { user } = renderPage(<DividendsPanel />);
    await screen.findByRole('form', { name: 'Fund the dividend pool' });
    await user.type(within(fundForm()).getByLabelText(/Amount to move into the pool/), '20000');
    await user.selectOptions(within(fundForm()).getByLabelText(/From the society account/), 'fee_income');
    await user.type(within(fundForm()).getByLabelText(/^Note/), '2026 surplus');
    await user.click(within(fundForm()).getByRole('button', { name: 'Propose funding' }));
    const status = await within(fundForm()).findByRole('status');
    expect(status).toHaveTextContent('Waiting for another administrator’s approval. Proposed: fund the dividend pool with ₦20,000.00 from Fee income');
    expect(within(status).getByRole('link', { name: 'Go to Approvals' })).toHaveAttribute('href', '/dashboard/approvals');
    const [post] = api.callsTo('POST', 'admin/dividends/fund');
    expect(post.body).toEqual({ amount: '20000.00', source: 'fee_income', note: '2026 surplus' });
    expect(post.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(within(fundForm()).getByLabelText(/^Note/)).toHaveValue('');
  });

  it('sends the same key again after an unknown outcome, and shows a refusal', async () => {
    const outcomes = [networkDown(), { status: 422, body: { success: false, message: 'Fee income holds only ₦120,000.00' } }];
    const api = mockApi({ ...base, 'POST admin/dividends/fund': () => outcomes.shift()! });
    const { user } = renderPage(<DividendsPanel />);
    await screen.findByRole('form', { name: 'Fund the dividend pool' });
    await user.type(within(fundForm()).getByLabelText(/Amount to move into the pool/), '200000');
    await user.selectOptions(within(fundForm()).getByLabelText(/From the society account/), 'fee_income');
    await user.type(within(fundForm()).getByLabelText(/^Note/), '2026 surplus');
    await user.click(within(fundForm()).getByRole('button', { name: 'Propose funding' }));
    expect(await within(fundForm()).findByRole('alert')).toBeInTheDocument();
    await user.click(within(fundForm()).getByRole('button', { name: 'Propose funding' }));
    expect(await within(fundForm()).findByText('Fee income holds only ₦120,000.00')).toBeInTheDocument();
    const keys = api.callsTo('POST', 'admin/dividends/fund').map((call) => call.headers['Idempotency-Key']);
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('shows why the pool could not load', async () => {
    mockApi({ 'GET admin/dividends': { body: dividendPage([]) }, 'GET admin/dividends/pool': { status: 500, body: { success: false, message: 'The pool is unavailable' } } });
    renderPage(<DividendsPanel />);
    expect(await screen.findByText('The pool is unavailable')).toBeInTheDocument();
  });
});

describe('Paid dividends', () => {
  it('lists the newest first, each row opening its dividend, and loads more with the last one shown as before', async () => {
    const api = mockApi({
      'GET admin/dividends/pool': { body: pool },
      'GET admin/dividends': (call) => (call.query.before === '4' ? { body: dividendPage([{ ...dividend, id: 2, note: '2024 dividend' }]) } : { body: dividendPage([dividend], 4) }),
    });
    const { user } = renderPage(<DividendsPanel />, { path: '/dashboard/savings/*', route: '/dashboard/savings?part=dividends' });
    const table = await screen.findByRole('table', { name: 'Paid dividends' });
    expect(table).toHaveTextContent('2026 dividend');
    expect(within(table).getByRole('link', { name: /^Dividend 4 of ₦1,000.00/ })).toHaveAttribute('href', '/dashboard/savings/dividends/4');
    await user.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText('2024 dividend')).toBeInTheDocument();
    expect(screen.getByText('2026 dividend')).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Paid dividends' })).getByRole('link', { name: /^Dividend 2 of/ })).toHaveAttribute('href', '/dashboard/savings/dividends/2');
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'admin/dividends').map((call) => call.query)).toEqual([{}, { before: '4' }]);
  });

  it('offers no Load more on the last page', async () => {
    mockApi({ 'GET admin/dividends/pool': { body: pool }, 'GET admin/dividends': { body: dividendPage([dividend]) } });
    renderPage(<DividendsPanel />, { path: '/dashboard/savings/*', route: '/dashboard/savings?part=dividends' });
    await screen.findByRole('table', { name: 'Paid dividends' });
    expect(screen.queryByRole('button', { name: 'Load more' })).not.toBeInTheDocument();
  });
});
