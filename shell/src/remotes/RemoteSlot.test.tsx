import { lazy } from 'react';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteSlot } from './RemoteSlot';
import { loadFeature, loadPages, resetRemote } from './remoteLoader';
import { renderWithProviders } from '../testing/renderApp';
import { MEMBER } from '../testing/fixtures';

jest.mock('./remoteLoader', () => ({
  loadFeature: jest.fn(),
  loadPages: jest.fn(),
  loadAdmin: jest.fn(),
  resetRemote: jest.fn(),
}));

const mockedFeature = loadFeature as jest.Mock;
const mockedPages = loadPages as jest.Mock;
const walletReducer = (state = { balance: '0.00' }) => state;

beforeEach(() => {
  jest.clearAllMocks();
  jest.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => (console.error as jest.Mock).mockRestore());

describe('RemoteSlot', () => {
  it('injects the feature, then renders the named lazy page under its Suspense', async () => {
    mockedFeature.mockResolvedValue({ key: 'wallet', reducer: walletReducer });
    mockedPages.mockResolvedValue({ Wallet: lazy(async () => ({ default: () => <h1>Wallet page</h1> })) });
    const { store } = await renderWithProviders(<RemoteSlot remote="mfe_test1" page="Wallet" />, { user: MEMBER });
    expect(await screen.findByRole('heading', { name: 'Wallet page' })).toBeInTheDocument();
    expect((store.getState() as Record<string, unknown>).wallet).toEqual({ balance: '0.00' });
    expect(mockedFeature).toHaveBeenCalledWith('mfe_test1');
    expect(mockedPages).toHaveBeenCalledWith('mfe_test1');
  });

  it('shows a loading state while the remote loads', async () => {
    let finish!: (pages: unknown) => void;
    mockedFeature.mockResolvedValue({ key: 'slow', reducer: walletReducer });
    mockedPages.mockReturnValue(new Promise((resolve) => (finish = resolve)));
    await renderWithProviders(<RemoteSlot remote="mfe_test2" page="Slow" />, { user: MEMBER });
    expect(screen.getByRole('status')).toHaveTextContent('Loading page…');
    finish({ Slow: () => <h1>Slow page</h1> });
    expect(await screen.findByRole('heading', { name: 'Slow page' })).toBeInTheDocument();
  });

  it('shows the fallback with Retry when the loader rejects, and recovers on Retry', async () => {
    mockedFeature.mockResolvedValue({ key: 'loans', reducer: walletReducer });
    mockedPages.mockRejectedValueOnce(new Error('mfe_test3 is not available: ScriptExternalLoadError'));
    await renderWithProviders(<RemoteSlot remote="mfe_test3" page="Loan" />, { user: MEMBER });
    expect(await screen.findByText('This part of the app is not available right now')).toBeInTheDocument();
    mockedPages.mockResolvedValueOnce({ Loan: () => <h1>Loan page</h1> });
    // React resumes work that suspends inside act only when the act is awaited
    await act(async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    });
    expect(resetRemote).toHaveBeenCalledWith('mfe_test3');
    expect(await screen.findByRole('heading', { name: 'Loan page' })).toBeInTheDocument();
    expect(screen.queryByText('This part of the app is not available right now')).not.toBeInTheDocument();
  });

  it('shows the same fallback when the feature cannot be loaded, the page is missing, or the page throws', async () => {
    mockedFeature.mockRejectedValueOnce(new Error('down'));
    const first = await renderWithProviders(<RemoteSlot remote="mfe_test4" page="X" />, { user: MEMBER });
    expect(await screen.findByText('This part of the app is not available right now')).toBeInTheDocument();
    first.unmount();

    mockedFeature.mockResolvedValue({ key: 'f5', reducer: walletReducer });
    mockedPages.mockResolvedValueOnce({});
    const second = await renderWithProviders(<RemoteSlot remote="mfe_test5" page="Missing" />, { user: MEMBER });
    expect(await screen.findByText('This part of the app is not available right now')).toBeInTheDocument();
    second.unmount();

    const Broken = () => {
      throw new Error('bug in the remote');
    };
    mockedPages.mockResolvedValueOnce({ Broken });
    await renderWithProviders(<RemoteSlot remote="mfe_test6" page="Broken" homeLink={{ to: '/', label: 'Go to the home page' }} />, { user: MEMBER });
    expect(await screen.findByText('This part of the app is not available right now')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
  });

  it('loads each remote once for all its pages', async () => {
    mockedFeature.mockResolvedValue({ key: 'f7', reducer: walletReducer });
    mockedPages.mockResolvedValue({ A: () => <p>page A</p>, B: () => <p>page B</p> });
    await renderWithProviders(
      <>
        <RemoteSlot remote="mfe_test7" page="A" />
        <RemoteSlot remote="mfe_test7" page="B" />
      </>,
      { user: MEMBER },
    );
    expect(await screen.findByText('page A')).toBeInTheDocument();
    expect(await screen.findByText('page B')).toBeInTheDocument();
    expect(mockedPages).toHaveBeenCalledTimes(1);
    expect(mockedFeature).toHaveBeenCalledTimes(1);
  });
});
