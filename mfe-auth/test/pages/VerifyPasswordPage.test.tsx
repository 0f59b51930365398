import { screen } from '@testing-library/react';
import { setRuntimeConfig } from '@coop/shared';
import VerifyPasswordPage from '../../src/pages/VerifyPasswordPage';
import { deferredReply, mockFetch, findAlert, queryAlert } from '@coop/shared/testing';
import { renderPage } from '../support/renderPage';

const LABELS = ['Email', 'Password', 'Confirm Password'] as const;

function renderReset(token = 'rst_91b2') {
  return renderPage(<VerifyPasswordPage />, { path: '/verify-password/:id', route: `/verify-password/${token}` });
}

async function fill(user: ReturnType<typeof renderReset>['user'], values: Partial<Record<(typeof LABELS)[number], string>>) {
  for (const label of LABELS) {
    const value = values[label];
    if (value) await user.type(screen.getByLabelText(label), value);
  }
}

const submit = (user: ReturnType<typeof renderReset>['user']) => user.click(screen.getByRole('button', { name: 'Change Password' }));

beforeEach(() => setRuntimeConfig({ societyName: 'Finnacrest CO-OPERATIVE SOCIETY' }));

describe('Verify password (change password) page', () => {
  it("shows the 'Change Password' form with its three labelled fields", () => {
    renderReset();
    expect(screen.getByText('Welcome To Finnacrest CO-OPERATIVE SOCIETY')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Change Password' })).toBeInTheDocument();
    for (const label of LABELS) expect(screen.getByLabelText(label)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/signin');
  });

  it("alerts 'all field are required' and marks each blank field when the e-mail or password is missing", async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderReset();
    await submit(user);

    expect(await findAlert()).toEqual({ title: 'Error', message: 'all field are required' });
    for (const label of LABELS) expect(screen.getByLabelText(label)).toHaveAccessibleDescription('this field is required');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("alerts 'all field are required' when only the password is missing", async () => {
    mockFetch({ body: {} });
    const { user } = renderReset();
    await fill(user, { Email: 'amaka@example.com', 'Confirm Password': 'NewSecret#1' });
    await submit(user);
    expect((await findAlert()).message).toBe('all field are required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('this field is required');
  });

  it('marks a blank confirmation without the form-level alert', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderReset();
    await fill(user, { Email: 'amaka@example.com', Password: 'NewSecret#1' });
    await submit(user);
    expect(screen.getByLabelText('Confirm Password')).toHaveAccessibleDescription('this field is required');
    expect(queryAlert()).not.toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("rejects an invalid e-mail with 'email is not valid'", async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderReset();
    await fill(user, { Email: 'amaka.example.com', Password: 'NewSecret#1', 'Confirm Password': 'NewSecret#1' });
    await submit(user);
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('email is not valid');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('refuses a mistyped confirmation', async () => {
    const { fetchMock } = mockFetch({ body: {} });
    const { user } = renderReset();
    await fill(user, { Email: 'amaka@example.com', Password: 'NewSecret#1', 'Confirm Password': 'NewSecret#2' });
    await submit(user);
    expect((await findAlert()).message).toBe('Password Not Match');
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the route id as token, disables the button meanwhile, then goes to /signin', async () => {
    const pending = deferredReply();
    const { calls } = mockFetch(() => pending.promise);
    const { user, navigate } = renderReset('rst_91b2');
    await fill(user, { Email: 'amaka@example.com', Password: 'NewSecret#1', 'Confirm Password': 'NewSecret#1' });
    await submit(user);

    expect(screen.getByRole('button', { name: 'Change Password' })).toBeDisabled();
    expect(calls).toHaveLength(1);
    expect(calls[0]).toMatchObject({ url: '/api/auth/reset', method: 'POST' });
    expect(calls[0].body).toEqual({ email: 'amaka@example.com', password: 'NewSecret#1', password_confirmation: 'NewSecret#1', token: 'rst_91b2' });

    pending.release({ body: { success: true, message: 'Your password has been reset' } });
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your password has been reset' });
    expect(navigate).toHaveBeenCalledWith('/signin', undefined);
  });

  it("shows the server's message when the token is refused and stays on the page", async () => {
    mockFetch({ status: 400, body: { success: false, message: 'This reset link is invalid or has expired' } });
    const { user, navigate } = renderReset();
    await fill(user, { Email: 'amaka@example.com', Password: 'NewSecret#1', 'Confirm Password': 'NewSecret#1' });
    await submit(user);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'This reset link is invalid or has expired' });
    expect(navigate).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Change Password' })).toBeEnabled();
  });
});
