import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import ForgotPasswordPage from '../../src/pages/ForgotPasswordPage';
import { deferredReply, mockApi, mockFetch, networkDown, findAlert } from '@coop/shared/testing';
import { calls } from '../../src/features/calls';
import { renderPage } from '../support/renderPage';

const SENT = 'If that e-mail belongs to a member, a reset link is on its way';

function renderForgot() {
  return renderPage(<ForgotPasswordPage />, { path: '/forgot-password' });
}

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest CO-OPERATIVE SOCIETY' }));

describe('Forgot password page', () => {
  it('asks only for the e-mail, offers Reset and a way back to sign in', () => {
    renderForgot();
    expect(screen.getByText('Welcome To Finnacrest CO-OPERATIVE SOCIETY')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it('requires the e-mail', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderForgot();
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('this field is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requires a valid e-mail', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('email is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("posts the e-mail, disables Reset meanwhile, then shows the server's message and stays usable", async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { user, navigate } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));

    expect(screen.getByRole('button', { name: 'Reset' })).toBeDisabled();
    expect(calls).toEqual([expect.objectContaining({ url: '/api/auth/recovery', method: 'POST', body: { email: 'amaka@example.com' } })]);

    pending.release({ body: { success: true, message: SENT } });
    expect(await findAlert()).toEqual({ title: 'Success', message: SENT });
    expect(screen.getByRole('status')).toHaveTextContent(SENT);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled());
    expect(screen.getByLabelText('Email')).toHaveValue('amaka@example.com');
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says its own words, on the page and in the alert, when the reply has no message', async () => {
    mockFetch({ body: { success: true } });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    const OWN = 'If the e-mail belongs to a member, a link to reset the password is on its way';
    expect(await findAlert()).toEqual({ title: 'Success', message: OWN });
    expect(screen.getByRole('status')).toHaveTextContent(OWN);
  });

  it('forgets the sent message once the member leaves the page, and hides it while asking again', async () => {
    const { on } = mockApi({ 'POST auth/recovery': { body: { success: true, message: SENT } } });
    const { user, store, unmount } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await screen.findByRole('status')).toHaveTextContent(SENT);
    await user.click(screen.getByRole('button', { name: 'OK' }));

    on('POST auth/recovery', () => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    unmount();
    expect(calls.selectCall('recovery')(store.getState()).done).toBe(false);
    expect(calls.selectCall('recovery')(store.getState()).reply).toBeNull();
  });

  it("shows the server's message when the request is refused", async () => {
    mockFetch({ status: 429, body: { success: false, message: 'Too many requests, try again later' } });
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Too many requests, try again later' });
    expect(screen.getByRole('button', { name: 'Reset' })).toBeEnabled();
  });

  it('shows the internet error when there is no reply', async () => {
    mockFetch(networkDown());
    const { user } = renderForgot();
    await user.type(screen.getByLabelText('Email'), 'amaka@example.com');
    await user.click(screen.getByRole('button', { name: 'Reset' }));
    expect((await findAlert()).message).toBe('Internet Error, Please check your internet and try again');
  });
});
