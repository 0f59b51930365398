import { screen, waitFor } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import SignUpPage from '../../src/pages/SignUpPage';
import { deferredReply, mockFetch, networkDown, findAlert, queryAlert } from '@coop/shared/testing';
import { calls as authCalls } from '../../src/features/calls';
import { renderPage } from '../support/renderPage';

const signupCall = (state: unknown) => authCalls.selectCall('signup')(state);

const LABELS = ['First Name', 'Last Name', 'Phone Number', 'Email', 'Password', 'Confirm Password'];

function renderSignUp() {
  return renderPage(<SignUpPage />, { path: '/signup' });
}

async function fillForm(user: ReturnType<typeof renderSignUp>['user'], overrides: Partial<Record<string, string>> = {}) {
  const values: Record<string, string> = {
    'First Name': 'Amaka',
    'Last Name': 'Obi',
    'Phone Number': '08031234567',
    Email: 'amaka@example.com',
    Password: 'Secret#2024',
    'Confirm Password': 'Secret#2024',
    ...overrides,
  };
  for (const label of LABELS) {
    if (values[label]) await user.type(screen.getByLabelText(label), values[label]);
  }
}

beforeEach(() => {
  setRuntimeConfig({ societyName: 'Finnacrest CO-OPERATIVE SOCIETY' });
});

describe('Sign up page', () => {
  it('shows the welcome banner, every field with a visible label and the link to sign in', () => {
    renderSignUp();
    expect(screen.getByText('Welcome To Finnacrest CO-OPERATIVE SOCIETY')).toBeInTheDocument();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Already a member? Sign In' })).toHaveAttribute('href', '/signin');
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it('marks every blank field and alerts "All fields are required" without calling the API', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderSignUp();
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await findAlert()).toEqual({ title: 'Error', message: 'All fields are required' });
    expect(screen.getAllByText('this field is required')).toHaveLength(LABELS.length);
    for (const label of LABELS) {
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(/this field is required$/);
    }
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('names only the fields still blank', async () => {
    mockFetch({ body: {} });
    const { user } = renderSignUp();
    await fillForm(user, { 'Last Name': '', 'Confirm Password': '' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await findAlert()).message).toBe('All fields are required');
    expect(screen.getAllByText('this field is required')).toHaveLength(2);
    expect(screen.getByLabelText('Last Name')).toHaveAccessibleDescription('this field is required');
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('this field is required');
    expect(screen.getByLabelText('First Name')).not.toHaveAttribute('aria-invalid');
  });

  it('rejects an invalid e-mail with "Email is not valid"', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderSignUp();
    await fillForm(user, { Email: 'amaka.example.com' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await findAlert()).message).toBe('Email is not valid');
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Email is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('alerts "Password Not Match" when the passwords differ', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderSignUp();
    await fillForm(user, { 'Confirm Password': 'Secret#2025' });
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await findAlert()).message).toBe('Password Not Match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('takes at most 11 characters of phone number, digits only', async () => {
    const { user } = renderSignUp();
    const phone = screen.getByLabelText('Phone Number');
    expect(phone).toHaveAttribute('type', 'tel');
    expect(phone).toHaveAttribute('maxLength', '11');

    await user.type(phone, '080312345678');
    expect(phone).toHaveValue('08031234567');

    await user.clear(phone);
    await user.type(phone, '0803-123 4567');
    expect(phone).toHaveValue('08031234567');
  });

  it('posts the sign-up payload without confirm_password, disables the button meanwhile, then goes to /signin', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { user, navigate, store } = renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    const button = screen.getByRole('button', { name: 'Sign Up' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(signupCall(store.getState()).pending).toBe(true);
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/signup', method: 'POST' });
    expect(calls[0].body).toEqual({
      first_name: 'Amaka',
      last_name: 'Obi',
      middle_name: '',
      email: 'amaka@example.com',
      phone_no: '08031234567',
      password: 'Secret#2024',
    });

    // a second click while pending posts nothing more
    await user.click(button);
    expect(calls).toHaveLength(1);

    pending.release({ status: 201, body: { success: true, message: 'Registration successful, check your e-mail to verify your account' } });
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Registration successful, check your e-mail to verify your account' });
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled());
    expect(signupCall(store.getState()).pending).toBe(false);
  });

  it('says "{email} has already been used" when the API answers 409', async () => {
    mockFetch({ status: 409, body: { success: false, message: 'Email already registered' } });
    const { user, navigate, store } = renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await findAlert()).toEqual({ title: 'Error', message: 'amaka@example.com has already been used' });
    expect(navigate).not.toHaveBeenCalled();
    expect(signupCall(store.getState()).pending).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign Up' })).toBeEnabled();
  });

  it.each([
    ['the network is down', networkDown()],
    ['the server fails', { status: 500, statusText: 'Internal Server Error', body: { message: 'Internal Server Error' } }],
    ['the gateway fails', { status: 502, statusText: 'Bad Gateway' }],
    ['the service is unavailable without a body', { status: 503, statusText: 'Service Unavailable' }],
  ])('shows the internet error when %s', async (_case, outcome) => {
    mockFetch(outcome);
    const { user } = renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect((await findAlert()).message).toBe('Internet Error, Please check your internet and try again');
  });

  it.each([
    ['a 422 (validation)', { status: 422, body: { success: false, message: 'phone_no must be 11 digits' } }, 'phone_no must be 11 digits'],
    ['a 429', { status: 429, body: { success: false, message: 'Too many sign-ups from this device' } }, 'Too many sign-ups from this device'],
    ['a 200 that says success: false', { body: { success: false, message: 'Sign-ups are closed' } }, 'Sign-ups are closed'],
  ])("shows the server's message for any other refusal: %s", async (_case, outcome, message) => {
    mockFetch(outcome);
    const { user, navigate } = renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await findAlert()).toEqual({ title: 'Error', message });
    expect(navigate).not.toHaveBeenCalled();
  });

  it('says its own words when the reply has no message', async () => {
    mockFetch({ status: 201, body: { success: true } });
    const { user } = renderSignUp();
    await fillForm(user);
    await user.click(screen.getByRole('button', { name: 'Sign Up' }));

    expect(await findAlert()).toEqual({ title: 'Success', message: 'Registration successful, please check your e-mail to verify your account' });
  });

  it('shows no alert before the member submits', () => {
    renderSignUp();
    expect(queryAlert()).not.toBeInTheDocument();
  });
});
