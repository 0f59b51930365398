// A withdrawal Paystack holds for an OTP (provider status `otp`): its page offers Send with OTP instead of Retry and
// Void, sends the OTP once with an Idempotency-Key, and shows the API's answer.
import { screen, waitFor } from '@testing-library/react';
import { adminUser, mockApi, signIn } from '@coop/shared/testing';
import MoneySection from '../../src/admin/MoneySection';
import { renderPage } from '../support/renderPage';
import { withdrawalDetails } from './fixtures';

beforeEach(() => {
  window.localStorage.clear();
  signIn(adminUser);
});

const held = withdrawalDetails({
  status: 'reserved',
  provider: { name: 'paystack', transfer_code: 'TRF_otp', status: 'otp', last_error: null, send_attempts: 1 },
  open_actions: ['finalize'],
});

it('sends the OTP Paystack sent the society, and shows the answer', async () => {
  let sent = false;
  const api = mockApi({
    'GET admin/withdrawals/31': () => ({ body: { success: true, withdrawal: sent ? withdrawalDetails({ status: 'sent', open_actions: ['retry', 'void'] }) : held } }),
    'POST admin/withdrawals/31/finalize': () => {
      sent = true;
      return { body: { success: true, message: 'The OTP was accepted: the transfer is on its way' } };
    },
  });
  const { user } = renderPage(<MoneySection />, { path: '/dashboard/money/*', route: '/dashboard/money/withdrawals/31' });
  const field = await screen.findByLabelText('OTP from Paystack');
  expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Void' })).not.toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Send with OTP' })).toBeDisabled();

  await user.type(field, '123456');
  await user.click(screen.getByRole('button', { name: 'Send with OTP' }));
  expect(await screen.findByRole('status')).toHaveTextContent('The OTP was accepted: the transfer is on its way');
  const [call] = api.callsTo('POST', 'admin/withdrawals/31/finalize');
  expect(call.body).toEqual({ otp: '123456' });
  expect(call.headers['Idempotency-Key']).toEqual(expect.any(String));
  await waitFor(() => expect(api.callsTo('GET', 'admin/withdrawals/31')).toHaveLength(2));
});
