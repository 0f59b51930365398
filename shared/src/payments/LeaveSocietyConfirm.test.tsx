import { useState } from 'react';
import { screen, waitFor } from '@testing-library/react';
import { http } from '@coop/shared/core';
import { findAlert, mockApi, networkDown, renderPage, signIn, type Handler } from '@coop/shared/testing';
import { AmountField, useAmountField } from '../ui/AmountField';
import { LeaveSocietyConfirm, type LeaveSocietyConfirmProps } from './LeaveSocietyConfirm';
import type { PasswordAndPin } from './withdrawalPinApi';

const feature = { key: 'test', reducer: (state: Record<string, never> = {}) => state };
const PIN_SENT = { body: { success: true, message: 'We have sent a withdrawal PIN to amaka@example.com.', expires_at: '2026-11-20T09:10:00.000Z', amount: '2500.00' } };

/** A screen that takes money out: its amount field, then its own request once the PIN is typed. */
function WithdrawScreen({ request = 'savingsWithdrawal', ...props }: Partial<LeaveSocietyConfirmProps> & { request?: string }) {
  const amount = useAmountField({ max: '50000.00' });
  const [step, setStep] = useState<'password' | 'pin'>('password');
  const [confirming, setConfirming] = useState(false);
  const [done, setDone] = useState('');
  const confirm = async (body: PasswordAndPin) => {
    setConfirming(true);
    const reply = await http.post<{ message: string }>(request, body);
    setConfirming(false);
    setDone(reply.message);
  };
  return (
    <section aria-label={step === 'pin' ? 'Confirm Withdrawal' : 'Withdraw'}>
      {done && <p role="status">{done}</p>}
      <LeaveSocietyConfirm
        step={step}
        readAmount={amount.read}
        onVerified={() => setStep('pin')}
        onConfirm={confirm}
        onCancel={() => setStep('password')}
        confirming={confirming}
        {...props}
      >
        <AmountField label="Enter Amount" {...amount.field} />
      </LeaveSocietyConfirm>
    </section>
  );
}

function setup(handlers: Record<string, Handler> = {}, props: Parameters<typeof WithdrawScreen>[0] = {}) {
  const api = mockApi({ 'POST verifyPasswordBeforeWithdrawal': PIN_SENT, 'POST savingsWithdrawal': { body: { success: true, message: 'Your withdrawal is on its way.' } }, ...handlers });
  const view = renderPage(<WithdrawScreen {...props} />, { feature });
  return { api, ...view };
}

async function passwordStep(user: ReturnType<typeof setup>['user'], amount = '2,500', password = 'Secret#2024') {
  if (amount) await user.type(screen.getByLabelText('Enter Amount'), amount);
  if (password) await user.type(screen.getByLabelText('Password'), password);
  await user.click(screen.getByRole('button', { name: 'Withdraw' }));
}

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('LeaveSocietyConfirm: password, then the PIN, then the screen’s request', () => {
  it('verifies the password for the amount, says where the PIN went, and sends the screen’s request with the PIN', async () => {
    const { api, user } = setup();
    await passwordStep(user);

    expect(await findAlert()).toEqual({ title: 'Continue', message: 'We have sent a withdrawal PIN to amaka@example.com.' });
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')[0].body).toEqual({ password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '' });
    const region = screen.getByRole('region', { name: 'Confirm Withdrawal' });
    expect(region).toHaveTextContent('We have sent a withdrawal PIN to amaka@example.com.');
    const pin = screen.getByLabelText('Withdrawal Pin');
    expect(pin).toHaveAttribute('type', 'password');
    expect(pin).toHaveAccessibleDescription('The 6 digits we e-mailed you');

    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('this field is required'));
    await user.type(pin, '12a34');
    expect(pin).toHaveValue('1234');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(pin).toHaveAccessibleDescription(expect.stringContaining('The withdrawal PIN is the 6 digits we e-mailed you'));
    expect(api.callsTo('POST', 'savingsWithdrawal')).toHaveLength(0);

    await user.type(pin, '56');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Your withdrawal is on its way.');
    expect(api.callsTo('POST', 'savingsWithdrawal')[0].body).toEqual({ password: 'Secret#2024', amount: '2500.00', withdrawal_pin: '123456' });
  });

  it('checks the screen’s fields and the password together before asking the API', async () => {
    const { api, user } = setup();
    await passwordStep(user, '', '');
    expect(screen.getByLabelText('Enter Amount')).toHaveAccessibleDescription('this field is required');
    expect(screen.getByLabelText('Password')).toHaveAccessibleDescription('this field is required');
    await passwordStep(user, '60000', 'pw');
    expect(screen.getByLabelText('Enter Amount')).toHaveAccessibleDescription('The amount must be at most ₦50,000.00');
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription();
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')).toHaveLength(0);
  });

  it('a wrong password shows the API’s message and stays on the password step', async () => {
    const { api, user } = setup({ 'POST verifyPasswordBeforeWithdrawal': { status: 400, body: { success: false, message: 'Your password is not correct' } } });
    await passwordStep(user);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Your password is not correct' });
    expect(screen.getByRole('region', { name: 'Withdraw' })).toBeInTheDocument();
    expect(screen.queryByLabelText('Withdrawal Pin')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeEnabled();
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')).toHaveLength(1);
  });

  it('an insufficient balance or a refusal in a 2xx reply is shown too', async () => {
    const { user } = setup({ 'POST verifyPasswordBeforeWithdrawal': { body: { success: false, message: 'Insufficient balance: your available balance is ₦1,000.00' } } });
    await passwordStep(user);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Insufficient balance: your available balance is ₦1,000.00' });
    expect(screen.queryByLabelText('Withdrawal Pin')).not.toBeInTheDocument();
  });

  it('without a bank account or a complete profile: the spec’s notice, then /settings', async () => {
    const { user, navigate } = setup({ 'POST verifyPasswordBeforeWithdrawal': { status: 422, body: { success: false, message: 'Please Update your profile and bank account to continue' } } });
    await passwordStep(user);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Please Update your profile and bank account to continue' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('offline: the internet message, and the member can try again', async () => {
    let attempt = 0;
    const { api, user } = setup({ 'POST verifyPasswordBeforeWithdrawal': () => (++attempt === 1 ? networkDown() : PIN_SENT) });
    await passwordStep(user);
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Internet Error, Please check your internet and try again' });
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByLabelText('Withdrawal Pin')).toBeInTheDocument();
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')).toHaveLength(2);
  });

  it('asks once however often Withdraw is pressed while the answer is on its way', async () => {
    let release!: () => void;
    const { api, user } = setup({ 'POST verifyPasswordBeforeWithdrawal': () => new Promise((resolve) => (release = () => resolve(PIN_SENT))) });
    await passwordStep(user);
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    await user.click(withdraw);
    release();
    expect(await screen.findByLabelText('Withdrawal Pin')).toBeInTheDocument();
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')).toHaveLength(1);
  });

  it('cannot start while the screen says so (no bank account to pay into)', async () => {
    const { user } = setup({}, { disabled: true });
    await user.type(screen.getByLabelText('Enter Amount'), '100');
    await user.type(screen.getByLabelText('Password'), 'pw');
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeDisabled();
  });

  it('takes an area’s own password step instead of the wallet’s', async () => {
    const verify = jest.fn(async () => ({ success: true, message: 'PIN sent for your savings withdrawal' }));
    const { api, user } = setup({}, { verify });
    await passwordStep(user, '100', 'pw');
    expect(await findAlert()).toEqual({ title: 'Continue', message: 'PIN sent for your savings withdrawal' });
    expect(verify).toHaveBeenCalledWith({ password: 'pw', amount: '100.00' });
    expect(api.callsTo('POST', 'verifyPasswordBeforeWithdrawal')).toHaveLength(0);
    expect(screen.getByLabelText('Withdrawal Pin')).toBeInTheDocument();
  });

  it('keeps the PIN step locked while the screen’s request is pending', async () => {
    let release!: () => void;
    const { user } = setup({ 'POST savingsWithdrawal': () => new Promise((resolve) => (release = () => resolve({ body: { success: true, message: 'Done' } }))) });
    await passwordStep(user);
    await user.type(await screen.findByLabelText('Withdrawal Pin'), '654321');
    await user.click(screen.getByRole('button', { name: 'Confirm Withdrawal' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirm Withdrawal' })).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    release();
    expect(await screen.findByRole('status')).toHaveTextContent('Done');
  });
});
