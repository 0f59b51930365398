import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getSignoutReason, saveSession, setSignoutReason } from '@coop/shared';
import { createUnauthorizedHandler } from './unauthorizedHandler';
import { SignoutNotice } from './SignoutNotice';
import { getSuspensionNotice, SUSPENDED_FALLBACK } from './suspensionNotice';

const SUSPENDED = 'Your account is suspended. Please contact the society.';

beforeEach(() => window.sessionStorage.clear());

function signedIn() {
  saveSession({ id: 7, token: 't', first_name: 'Ada', last_name: 'Obi', email: 'ada@example.com', role: 'MEMBER', member_status: true } as never);
}

test("a 401 that says the account is suspended shows the society's words on the sign-in screen, not 'expired'", async () => {
  signedIn();
  const dispatch = jest.fn();
  render(<SignoutNotice />);
  act(() => createUnauthorizedHandler(dispatch)({ success: false, message: 'Unauthorized', reason: 'suspended', detail: SUSPENDED }));
  expect(screen.getByRole('status')).toHaveTextContent(SUSPENDED);
  expect(getSignoutReason()).toBeNull();
  expect(dispatch).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Dismiss notice' }));
  expect(screen.queryByRole('status')).toBeNull();
  expect(getSuspensionNotice()).toBeNull();
});

test('any other 401 of a signed-in tab still reads as an expired session', () => {
  signedIn();
  render(<SignoutNotice />);
  act(() => createUnauthorizedHandler(jest.fn())({ success: false, message: 'Unauthorized' }));
  expect(screen.getByRole('status')).toHaveTextContent('Your session has expired');
  expect(getSuspensionNotice()).toBeNull();
});

test('a suspension reply without usable words falls back to the plain message, and replaces an earlier reason', () => {
  setSignoutReason('idle');
  act(() => createUnauthorizedHandler(jest.fn())({ message: 'Unauthorized', reason: 'suspended', detail: 42 }));
  render(<SignoutNotice />);
  expect(screen.getByRole('status')).toHaveTextContent(SUSPENDED_FALLBACK);
});
