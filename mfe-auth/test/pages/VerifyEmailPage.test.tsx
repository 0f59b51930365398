import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import VerifyEmailPage from '../../src/pages/VerifyEmailPage';
import { deferredReply, mockApi, mockFetch, networkDown, findAlert } from '@coop/shared/testing';
import { calls as authCalls } from '../../src/features/calls';
import { renderPage } from '../support/renderPage';

function renderVerify(code = 'c0de-7f3a') {
  return renderPage(<VerifyEmailPage />, { path: '/verify-email/:id', route: `/verify-email/${code}` });
}

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest CO-OPERATIVE SOCIETY' }));

describe('Verify e-mail page', () => {
  it('explains the step and offers Complete Registration', () => {
    renderVerify();
    expect(screen.getByText('Welcome To Finnacrest CO-OPERATIVE SOCIETY')).toBeInTheDocument();
    expect(screen.getByText('Click the button below to complete your registration.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled();
  });

  it('posts to auth/signupVerifyEmail/{id} with the route id, disables the button meanwhile, then goes to /signin', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { user, navigate } = renderVerify('c0de-7f3a');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/signupVerifyEmail/c0de-7f3a', method: 'POST', body: undefined });

    pending.release({ body: { success: true, message: 'Your e-mail address has been verified' } });
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your e-mail address has been verified' });
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it('shows why verification failed, on the page and in the alert, and lets the member try again', async () => {
    mockFetch({ status: 404, body: { success: false, message: 'This verification link is invalid or has expired' } });
    const { user, navigate } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));

    expect(await findAlert()).toEqual({ title: 'Error', message: 'This verification link is invalid or has expired' });
    expect(screen.getByText('This verification link is invalid or has expired', { selector: 'div[role="alert"]' })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Complete Registration' })).toBeEnabled());
    expect(navigate).not.toHaveBeenCalled();
  });

  it('escapes the code in the path', async () => {
    const { calls } = mockFetch({ body: { success: true, message: 'Verified' } });
    const { user } = renderVerify('a%2Fb%20c');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect((await findAlert()).message).toBe('Verified');
    expect(calls[0].url).toBe('/api/auth/signupVerifyEmail/a%2Fb%20c');
  });

  it('clears the reason on a new attempt, and forgets it once the member leaves the page', async () => {
    const { on } = mockApi({ 'POST auth/signupVerifyEmail/old': { status: 410, body: { success: false, message: 'This link has expired' } } });
    const { user, store, unmount } = renderVerify('old');
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(await screen.findByText('This link has expired', { selector: 'div[role="alert"]' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'OK' }));

    on('POST auth/signupVerifyEmail/old', () => new Promise(() => undefined));
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect(screen.queryByText('This link has expired')).not.toBeInTheDocument();
    unmount();
    expect(authCalls.selectCall('verify-email')(store.getState()).error).toBeNull();
  });

  it('shows the internet error when there is no reply', async () => {
    mockFetch(networkDown());
    const { user } = renderVerify();
    await user.click(screen.getByRole('button', { name: 'Complete Registration' }));
    expect((await findAlert()).message).toBe('Internet Error, Please check your internet and try again');
  });
});
