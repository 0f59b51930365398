import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import SignInPage from '../../src/pages/SignInPage';
import { deferredReply, mockFetch, networkDown, findAlert, memberUser } from '@coop/shared/testing';
import { renderPage } from '../support/renderPage';

function renderSignIn() {
  return renderPage(<SignInPage />, { path: '/signin' });
}

async function signIn(user: ReturnType<typeof renderSignIn>['user'], email = 'amaka@example.com', password = 'Secret#2024') {
  if (email) await user.type(screen.getByLabelText('Email'), email);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Sign In' }));
}

beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest CO-OPERATIVE SOCIETY' });
  window.sessionStorage.clear();
  window.localStorage.clear();
});

describe('Sign in page', () => {
  it('shows the welcome banner, both fields with labels and the links to sign up and to recover a password', () => {
    renderSignIn();
    expect(screen.getByText('Welcome To Finnacrest CO-OPERATIVE SOCIETY')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Password')).toHaveAttribute('type', 'password');
    expect(screen.getByRole('link', { name: 'New Member? Sign Up' })).toHaveAttribute('href', '/signup');
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('requires both fields ("this field is required") and calls nothing', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderSignIn();
    await signIn(user, '', '');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('this field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('this field is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('rejects an invalid e-mail with "email is not valid"', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderSignIn();
    await signIn(user, 'amaka@example');

    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('email is not valid');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('clears a field error as soon as the field is edited', async () => {
    mockFetch({ body: {} });
    const { user } = renderSignIn();
    await signIn(user, '', '');
    await user.type(screen.getByLabelText('Password'), 'x');
    expect(screen.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Email')).toHaveAttribute('aria-invalid', 'true');
  });

  it('disables Sign In while logging in, then hands the user to the shell without touching storage or navigating', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const setItem = jest.spyOn(Storage.prototype, 'setItem');
    const { user, store, navigate } = renderSignIn();
    await signIn(user, '  amaka@example.com ');

    expect(screen.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    expect(store.getState().auth.loggingIn).toBe(true);
    expect(calls[0]).toMatchObject({ url: '/api/auth/login', method: 'POST', body: { email: 'amaka@example.com', password: 'Secret#2024' } });

    pending.release({ body: { status: 1, success: true, message: 'Login successful', user: memberUser } });
    await waitFor(() => expect(store.getState().auth.loggedIn).toBe(true));
    expect(store.getState().auth.user).toEqual(memberUser);
    expect(setItem).not.toHaveBeenCalled();
    expect(navigate).not.toHaveBeenCalled();
    setItem.mockRestore();
  });

  it("shows the server's message when the login reply's status is not 1", async () => {
    mockFetch({ body: { status: 0, success: false, message: 'Please verify your e-mail address before you sign in' } });
    const { user, store } = renderSignIn();
    await signIn(user);

    expect(await findAlert()).toEqual({ title: 'Error', message: 'Please verify your e-mail address before you sign in' });
    expect(store.getState().auth).toEqual({ loggingIn: false, loggedIn: false, user: null });
    expect(screen.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  });

  it('shows the spec refusal alone when no wait is needed, and adds the wait when the reply asks for one', async () => {
    mockFetch({ body: { status: 0, success: false, message: 'Invalid Email or Password', retry_after: 0 } });
    const { user } = renderSignIn();
    await signIn(user);
    expect((await findAlert()).message).toBe('Invalid Email or Password');
  });

  it.each([
    [8, 'Invalid Email or Password. Please wait 8 seconds before you try again.'],
    [1, 'Invalid Email or Password. Please wait 1 second before you try again.'],
    [900, 'Invalid Email or Password. Please wait 15 minutes before you try again.'],
  ])('tells the member to wait when retry_after is %i', async (retryAfter, shown) => {
    mockFetch({ body: { status: 0, success: false, message: 'Invalid Email or Password', retry_after: retryAfter } });
    const { user } = renderSignIn();
    await signIn(user);
    expect((await findAlert()).message).toBe(shown);
  });

  it('shows "Invalid Email or Password" when the call throws', async () => {
    mockFetch({ status: 401, statusText: 'Unauthorized', body: { success: false, message: 'Invalid credentials' } });
    const { user } = renderSignIn();
    await signIn(user);
    expect((await findAlert()).message).toBe('Invalid Email or Password');
  });

  it('shows the internet error when there is no reply', async () => {
    mockFetch(networkDown());
    const { user } = renderSignIn();
    await signIn(user);
    expect((await findAlert()).message).toBe('Internet Error, Please check your internet and try again');
  });

  it("shows the rate limit's own message rather than blaming the password", async () => {
    mockFetch({ status: 429, statusText: 'Too Many Requests', body: { success: false, message: 'Too many attempts, try again in 15 minutes' } });
    const { user } = renderSignIn();
    await signIn(user);
    expect((await findAlert()).message).toBe('Too many attempts, try again in 15 minutes');
  });

  it('lets the member show and hide the password', async () => {
    const { user } = renderSignIn();
    const password = screen.getByLabelText('Password');
    await user.click(screen.getByRole('button', { name: 'Show' }));
    expect(password).toHaveAttribute('type', 'text');
    await user.click(screen.getByRole('button', { name: 'Hide' }));
    expect(password).toHaveAttribute('type', 'password');
  });
});
