import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { getStoredUser } from '@coop/shared';
import SettingsPage from '../../src/pages/SettingsPage';
import { findAlert, deferredReply, mockApi, networkDown, type Handler, memberUser, signIn } from '@coop/shared/testing';
import { checkoutFinished, startedCharge, verifiedCharge } from '../support/checkout';
import { bankAccount, profile, visaCard } from '../support/fixtures';
import { renderPage } from '../support/renderPage';

const BANKS = { success: true, data: [{ name: 'Access Bank', code: '044' }, { name: 'Guaranty Trust Bank', code: '058' }] };

function settingsApi(extra: Record<string, Handler> = {}) {
  return mockApi({
    'GET show_profile': { body: { success: true, data: profile } },
    'GET bank_account/details': { body: { success: true, data: null } },
    'GET getCards': { body: [] },
    'GET banks': { body: BANKS },
    ...extra,
  });
}

const render = () => renderPage(<SettingsPage />, { path: '/settings' });

beforeEach(() => {
  window.localStorage.clear();
  signIn();
});

describe('Settings page: profile card', () => {
  it('shows a loading state, then the photo, name, member number, contacts and completeness', async () => {
    const pending = deferredReply();
    settingsApi({ 'GET show_profile': () => pending.promise });
    render();
    expect(screen.getByText('Loading your profile…')).toBeInTheDocument();
    pending.release({ body: { success: true, data: profile } });
    const card = await screen.findByRole('region', { name: 'Profile' });
    expect(await within(card).findByText('Amaka Obi')).toBeInTheDocument();
    expect(within(card).getByText('FIN-7')).toBeInTheDocument();
    expect(within(card).getByText('amaka@example.com')).toBeInTheDocument();
    expect(within(card).getByText('08012345678')).toBeInTheDocument();
    expect(within(card).getByText('Profile Completeness:')).toBeInTheDocument();
    expect(within(card).getByRole('progressbar', { name: 'Profile Completeness:' })).toHaveAttribute('aria-valuenow', '75');
    expect(within(card).getByText('75%')).toBeInTheDocument();
  });

  it('shows why the profile could not load, with Retry', async () => {
    let fail = true;
    settingsApi({ 'GET show_profile': () => (fail ? networkDown() : { body: { success: true, data: profile } }) });
    const { user } = render();
    expect(await screen.findByText('Internet Error, Please check your internet and try again')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('FIN-7')).toBeInTheDocument();
  });
});

describe('Settings page: picture', () => {
  const picture = (size: number, type = 'image/png') => new File([new Uint8Array(size)], 'me.png', { type });

  it('refuses a picture over 2 MB in the browser, without uploading', async () => {
    const api = settingsApi();
    const { user } = render();
    await screen.findByText('FIN-7');
    await user.upload(screen.getByLabelText('Change photo'), picture(2 * 1024 * 1024 + 1));
    expect(await screen.findByText('This picture is too large. Please choose a picture of at most 2 MB')).toBeInTheDocument();
    expect(api.callsTo('POST', 'profiles/updatePics')).toHaveLength(0);
  });

  it('refuses a file that is not a JPEG, PNG or WebP picture', async () => {
    const api = settingsApi();
    render();
    await screen.findByText('FIN-7');
    const input = screen.getByLabelText('Change photo');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png,image/webp');
    // a browser lets the member pick any file with "All files": the check must not rely on `accept`
    fireEvent.change(input, { target: { files: [new File(['x'], 'me.gif', { type: 'image/gif' })] } });
    expect(await screen.findByText('Please choose a JPEG, PNG or WebP picture')).toBeInTheDocument();
    expect(api.callsTo('POST', 'profiles/updatePics')).toHaveLength(0);
  });

  it('uploads a picture as multipart `profile_pic`, updates the signed-in user and stays on /settings', async () => {
    const api = settingsApi({
      'POST profiles/updatePics': { body: { success: true, message: 'Your picture has been updated', profile_pic: '/api/profile_pic/7/2.webp' } },
    });
    const { user, store, navigate } = render();
    await screen.findByText('FIN-7');
    const file = picture(300 * 1024);
    await user.upload(screen.getByLabelText('Change photo'), file);
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your picture has been updated' });
    const [call] = api.callsTo('POST', 'profiles/updatePics');
    expect(call.body).toBeInstanceOf(FormData);
    expect((call.body as FormData).get('profile_pic')).toBe(file);
    expect(call.headers['Content-Type']).toBeUndefined();
    expect(store.getState().auth.user?.profile_pic).toBe('/api/profile_pic/7/2.webp');
    expect(getStoredUser()?.profile_pic).toBe('/api/profile_pic/7/2.webp');
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    expect(screen.getByRole('img', { name: 'Profile picture of Amaka Obi' })).toHaveAttribute('src', '/api/profile_pic/7/2.webp');
  });
});

describe('Settings page: Update Profile stepper', () => {
  it('validates each step before moving on, then posts the whole profile and updates the user', async () => {
    const api = settingsApi({
      'POST profiles/update': { body: { success: true, message: 'Profile updated', first_name: 'Amara', last_name: 'Obi', email: 'amaka@example.com', profile: true } },
    });
    const { user, store, navigate } = render();
    await screen.findByText('FIN-7');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    const dialog = screen.getByRole('dialog', { name: 'Update Profile' });
    const step = () => within(dialog).getByRole('listitem', { current: 'step' });
    expect(step()).toHaveTextContent('Personal Profile');
    expect(within(dialog).getByLabelText('Email')).toHaveAttribute('readonly');
    expect(within(dialog).getByRole('radio', { name: 'Single' })).toBeChecked();

    // step 1: a required field left empty
    await user.clear(within(dialog).getByLabelText('First Name'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(within(dialog).getByLabelText('First Name')).toHaveAccessibleDescription('this field is required');
    expect(step()).toHaveTextContent('Personal Profile');
    await user.type(within(dialog).getByLabelText('First Name'), 'Amara');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // step 2: next of kin, phone of 11 digits, a valid e-mail
    expect(step()).toHaveTextContent('Next Of Kin Details');
    const kinPhone = within(dialog).getByLabelText('Next Of Kin Phone Number');
    await user.clear(kinPhone);
    await user.type(kinPhone, '0802');
    await user.clear(within(dialog).getByLabelText('Next Of Kin Email'));
    await user.type(within(dialog).getByLabelText('Next Of Kin Email'), 'chidi@');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    expect(kinPhone).toHaveAccessibleDescription('Enter an 11-digit phone number, for example 08012345678');
    expect(within(dialog).getByLabelText('Next Of Kin Email')).toHaveAccessibleDescription('Email is not valid');
    await user.type(kinPhone, '1112223');
    await user.clear(within(dialog).getByLabelText('Next Of Kin Email'));
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));

    // step 3: "Other" needs "Please Specify"
    expect(step()).toHaveTextContent('Business Profile');
    expect(within(dialog).queryByLabelText('Please Specify')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));
    expect(within(dialog).getByLabelText('Please Specify')).toHaveAccessibleDescription('this field is required');
    await user.type(within(dialog).getByLabelText('Please Specify'), 'Cooperative');
    await user.click(within(dialog).getByRole('button', { name: 'Back' }));
    expect(step()).toHaveTextContent('Next Of Kin Details');
    await user.click(within(dialog).getByRole('button', { name: 'Next' }));
    await user.click(within(dialog).getByRole('button', { name: 'Finish' }));

    await user.click(within(dialog).getByRole('button', { name: 'Update Profile' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Profile updated' });
    const [call] = api.callsTo('POST', 'profiles/update');
    expect(call.body).toEqual({
      first_name: 'Amara', last_name: 'Obi', email: 'amaka@example.com', phone_no: '08012345678', address: '12 Allen Avenue, Ikeja',
      state_of_origin: 'Anambra', local_govt: 'Onitsha North', marital_status: 'single', kin_first_name: 'Chidi', kin_last_name: 'Obi',
      kin_phone_no: '08021112223', kin_email: '', relationship: 'Brother', occupation: 'Trader', business_address: '5 Balogun Market, Lagos',
      business_type: 'other', business_type_others: 'Cooperative', employers_name: '', employers_phone_no: '',
    });
    expect(store.getState().auth.user).toMatchObject({ first_name: 'Amara', last_name: 'Obi', name: 'Amara Obi', profile: true });
    expect(getStoredUser()).toMatchObject({ name: 'Amara Obi' });
    expect(window.localStorage.getItem('name')).toBe('Amara Obi');
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('requires a marital status', async () => {
    settingsApi({ 'GET show_profile': { body: { success: true, data: { ...profile, marital_status: '' } } } });
    const { user } = render();
    await screen.findByText('FIN-7');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(screen.getByRole('group', { name: 'Marital Status' })).toHaveAccessibleDescription('this field is required');
    expect(screen.getByRole('listitem', { current: 'step' })).toHaveTextContent('Personal Profile');
  });

  it('shows the server’s refusal and keeps the dialog open', async () => {
    settingsApi({ 'POST profiles/update': { status: 422, body: { success: false, message: 'The phone number must be 11 digits' } } });
    const { user } = render();
    await screen.findByText('FIN-7');
    await user.click(screen.getByRole('button', { name: 'Update Profile' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Update Profile' })).getByRole('button', { name: 'Update Profile' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'The phone number must be 11 digits' });
    expect(screen.getByRole('dialog', { name: 'Update Profile' })).toBeInTheDocument();
  });
});

describe('Settings page: Change Password', () => {
  it('requires all three and a matching confirmation (Password Not Match), then posts with the session in its header only', async () => {
    const api = settingsApi({ 'POST profilesChangePassword': { body: { success: true, message: 'Your password has been changed. Other devices have been signed out.' } } });
    const { user, navigate } = render();
    await screen.findByText('FIN-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    const dialog = screen.getByRole('dialog', { name: 'Change Password' });
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    for (const label of ['Enter Old Password', 'Enter New Password', 'Confirm New Password']) {
      expect(within(dialog).getByLabelText(label)).toHaveAccessibleDescription('this field is required');
    }
    await user.type(within(dialog).getByLabelText('Enter Old Password'), 'Old#2024');
    await user.type(within(dialog).getByLabelText('Enter New Password'), 'New#2025x');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'New#2025y');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(within(dialog).getByLabelText('Confirm New Password')).toHaveAccessibleDescription('Password Not Match');
    expect(api.callsTo('POST', 'profilesChangePassword')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText('Confirm New Password'));
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'New#2025x');
    await user.click(within(dialog).getByRole('button', { name: 'Change Password' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your password has been changed. Other devices have been signed out.' });
    const [call] = api.callsTo('POST', 'profilesChangePassword');
    expect(call.query).toEqual({}); // a write never carries the session in its address
    expect(call.body).toEqual({ old_password: 'Old#2024', new_password: 'New#2025x', password_confirmation: 'New#2025x' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('shows a wrong old password', async () => {
    settingsApi({ 'POST profilesChangePassword': { status: 400, body: { success: false, message: 'Your old password is not correct' } } });
    const { user } = render();
    await screen.findByText('FIN-7');
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    await user.type(screen.getByLabelText('Enter Old Password'), 'wrong');
    await user.type(screen.getByLabelText('Enter New Password'), 'New#2025x');
    await user.type(screen.getByLabelText('Confirm New Password'), 'New#2025x');
    await user.click(within(screen.getByRole('dialog', { name: 'Change Password' })).getByRole('button', { name: 'Change Password' }));
    expect(await findAlert()).toEqual({ title: 'Error', message: 'Your old password is not correct' });
  });
});

describe('Settings page: bank details', () => {
  async function fillAccount(user: ReturnType<typeof render>['user'], digits: string) {
    const dialog = await screen.findByRole('dialog');
    await user.selectOptions(within(dialog).getByLabelText('Bank'), 'Access Bank');
    await user.type(within(dialog).getByLabelText('Account Number'), digits);
    return dialog;
  }

  it('resolves the account name at 10 digits (read-only) and adds the account', async () => {
    const api = settingsApi({
      'GET bank/resolve': { body: { success: true, data: { account_number: '0690000031', account_name: 'AMAKA OBI', bank_code: '044', bank_name: 'Access Bank' } } },
      'POST bank_account/add': { body: { success: true, message: 'Bank account added', data: bankAccount } },
    });
    signIn(memberUser, { bank: false });
    const { user, store, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Bank Details' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Bank Details' });
    expect(await within(dialog).findByRole('option', { name: 'Guaranty Trust Bank' })).toBeInTheDocument();
    await fillAccount(user, '069000003');
    expect(api.callsTo('GET', 'bank/resolve')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Account Number'), '1');
    await waitFor(() => expect(within(dialog).getByLabelText('Account Name')).toHaveValue('AMAKA OBI'));
    expect(within(dialog).getByLabelText('Account Name')).toHaveAttribute('readonly');
    const [resolve] = api.callsTo('GET', 'bank/resolve');
    expect(resolve.query).toEqual({ account_number: '0690000031', bank_code: '044' });
    expect(resolve.headers.Authorization).toBe('Bearer tok_member_1');

    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Bank account added' });
    expect(api.callsTo('POST', 'bank_account/add')[0].body).toEqual({ bank_name: 'Access Bank', account_no: '0690000031', account_name: 'AMAKA OBI', bank_code: '044' });
    expect(api.callsTo('POST', 'bank_accountUpdate')).toHaveLength(0);
    expect(store.getState().auth.user?.bank).toBe(true);
    expect(window.localStorage.getItem('bank')).toBe('true');
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
  });

  it('changes an existing account through bank_accountUpdate, only with the password, and shows the wait that follows', async () => {
    const cooling = 'Your bank account was changed recently. For your safety, withdrawals to it open on 24 Nov 2026, 19:44 (Lagos time).';
    const changed = { ...bankAccount, account_no: '0123456789', account_name: 'AMAKA N OBI', status: 'cooling', withdrawals_open_at: '2026-11-24T18:44:00.000Z', status_message: cooling };
    let onFile: object = { ...bankAccount, status: 'approved', withdrawals_open_at: null, status_message: null };
    const api = settingsApi({
      'GET bank_account/details': () => ({ body: { success: true, data: onFile } }),
      'GET bank/resolve': { body: { success: true, data: { account_number: '0123456789', account_name: 'AMAKA N OBI', bank_code: '044', bank_name: 'Access Bank' } } },
      'POST bank_accountUpdate': () => {
        onFile = changed;
        return { body: { success: true, message: `Bank account updated. ${cooling}`, data: changed } };
      },
    });
    const { user } = render();
    const card = await screen.findByRole('region', { name: 'Bank Details' });
    expect(await within(card).findByText('0690000031')).toBeInTheDocument();
    expect(within(card).queryByRole('status', { name: 'Bank account status' })).not.toBeInTheDocument();
    expect(api.callsTo('GET', 'bank_account/details')[0].query).toEqual({ token: 'tok_member_1' });
    await user.click(within(card).getByRole('button', { name: 'Change Bank details' }));
    const dialog = await fillAccount(user, '0123456789');
    await waitFor(() => expect(within(dialog).getByLabelText('Account Name')).toHaveValue('AMAKA N OBI'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByLabelText('Your password')).toHaveAccessibleDescription(expect.stringContaining('Enter your password to change your bank account'));
    expect(api.callsTo('POST', 'bank_accountUpdate')).toHaveLength(0);
    await user.type(within(dialog).getByLabelText('Your password'), 'Secret#123');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: `Bank account updated. ${cooling}` });
    expect(api.callsTo('POST', 'bank_accountUpdate')[0].body).toEqual({ bank_name: 'Access Bank', account_no: '0123456789', account_name: 'AMAKA N OBI', bank_code: '044', password: 'Secret#123' });
    expect(api.callsTo('POST', 'bank_account/add')).toHaveLength(0);
    // the account on file is read again after the change
    const status = await within(card).findByRole('status', { name: 'Bank account status' });
    expect(status).toHaveTextContent('Withdrawals paused after a change');
    expect(status).toHaveTextContent(cooling);
  });

  it('shows plainly that an account not in the member’s name is held for review', async () => {
    const message = 'Your bank account is waiting for the society to confirm it is in your name.';
    settingsApi({ 'GET bank_account/details': { body: { success: true, data: { ...bankAccount, status: 'held', withdrawals_open_at: null, status_message: message } } } });
    render();
    const card = await screen.findByRole('region', { name: 'Bank Details' });
    const status = await within(card).findByRole('status', { name: 'Bank account status' });
    expect(status).toHaveTextContent('Held for review');
    expect(status).toHaveTextContent(message);
  });

  it('asks no password for the first account (no field shown)', async () => {
    settingsApi();
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Bank Details' }));
    expect(within(screen.getByRole('dialog', { name: 'Add Bank Details' })).queryByLabelText('Your password')).not.toBeInTheDocument();
  });

  it('says the account is invalid when it cannot be resolved, and does not save', async () => {
    const api = settingsApi({ 'GET bank/resolve': { status: 422, body: { success: false, message: 'Could not resolve account name' } } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Add Bank Details' }));
    const dialog = await fillAccount(user, '0000000000');
    await waitFor(() => expect(within(dialog).getByLabelText('Account Name')).toHaveAccessibleDescription(expect.stringContaining('Invalid account, please check the account details and try again')));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(api.callsTo('POST', 'bank_account/add')).toHaveLength(0);
  });
});

describe('Settings page: Go To Wallet', () => {
  it('links to the wallet', async () => {
    settingsApi();
    render();
    expect(await screen.findByRole('link', { name: 'Go To Wallet' })).toHaveAttribute('href', '/wallet');
  });
});

describe('Settings page: My Cards', () => {
  it('says when there are no cards', async () => {
    settingsApi();
    render();
    expect(await screen.findByText('You have no saved cards yet')).toBeInTheDocument();
  });

  it('lists each card and deletes one only after the confirmation', async () => {
    window.localStorage.setItem('card_id', '11');
    let cards = [visaCard, { ...visaCard, id: 12, brand: 'mastercard', bin: '539983', last4: '8381', bank: 'GTBank', exp_month: '1', exp_year: '2031' }];
    const api = settingsApi({
      'GET getCards': () => ({ body: cards }),
      'POST deleteCards/11': () => {
        cards = cards.filter((card) => card.id !== 11);
        return { body: { success: true, message: 'Card removed' } };
      },
    });
    const { user } = render();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    const visa = within(list).getByRole('listitem', { name: 'Visa 408408******4081' });
    expect(visa).toHaveTextContent('Access Bank · Expires 12/30');
    expect(within(list).getByRole('listitem', { name: 'Mastercard 539983******8381' })).toHaveTextContent('GTBank · Expires 01/31');

    await user.click(within(visa).getByRole('button', { name: 'Delete Card Visa 408408******4081' }));
    const confirm = screen.getByRole('dialog', { name: 'Delete Card' });
    expect(confirm).toHaveTextContent('Are you sure you want to remove this card?');
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(api.callsTo('POST', 'deleteCards/11')).toHaveLength(0);

    await user.click(within(visa).getByRole('button', { name: 'Delete Card Visa 408408******4081' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Delete Card' })).getByRole('button', { name: 'Yes, remove it' }));
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Card removed' });
    // the list is read again after the change
    await waitFor(() => expect(within(list).queryByRole('listitem', { name: 'Visa 408408******4081' })).not.toBeInTheDocument());
    expect(window.localStorage.getItem('card_id')).toBeNull();
  });

  it('shows a card list error with Retry', async () => {
    settingsApi({ 'GET getCards': { status: 500, statusText: 'Internal Server Error', body: {} } });
    render();
    expect(await screen.findByText('Internal Server Error')).toBeInTheDocument();
  });

  function addCardApi(extra: Record<string, Handler> = {}) {
    return settingsApi({
      'GET getCards': { body: [visaCard] },
      'GET payment_methods': { body: { success: true, data: [{ name: 'Wallet' }, { name: 'Paystack' }] } },
      'GET payments/fee-preview': { body: { success: true, amount: '100.00', fee: '1.50', total: '101.50' } },
      'POST payments/charges': startedCharge('CRD-1', '100.00'),
      'POST payments/charges/CRD-1/verify': verifiedCharge('CRD-1', 'card_verification', '100.00', 12),
      'POST save_wallet/store': { body: { success: true, message: 'Your card has been added. The ₦100.00 verification charge is in your wallet.', amount: '100.00', balance: '100.00', card_id: 12, reference: 'CRD-1' } },
      ...extra,
    });
  }

  it('adds a new card through the ₦100 test charge, then records it with an Idempotency-Key and remembers card_id', async () => {
    const api = addCardApi();
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Add New Card' }));
    const dialog = screen.getByRole('dialog', { name: 'Add New Card' });
    expect(dialog).toHaveTextContent('A sum of 100 will be charged for card test');
    expect(within(dialog).queryByRole('radio', { name: /^Wallet/ })).not.toBeInTheDocument();
    const pay = await within(dialog).findByRole('button', { name: 'Add Card' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1));
    expect(api.callsTo('POST', 'payments/charges')[0].body).toMatchObject({ purpose: 'card_verification', amount: '100.00', save_card: true });

    checkoutFinished('CRD-1');
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your card has been added. The ₦100.00 verification charge is in your wallet.' });
    const [save] = api.callsTo('POST', 'save_wallet/store');
    expect(save.body).toEqual({ amount: '100.00', payment_method: 'Paystack', paystack_id: 'CRD-1', save_card: true });
    expect(save.headers['Idempotency-Key']).toEqual(expect.any(String));
    expect(window.localStorage.getItem('card_id')).toBe('12');
    
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    await waitFor(() => expect(api.callsTo('GET', 'getCards')).toHaveLength(2));
    expect(api.callsTo('POST', 'deleteCards/11')).toHaveLength(0);
  });

  it('marks the card saved as `card_id` as the default card', async () => {
    window.localStorage.setItem('card_id', '11');
    settingsApi({ 'GET getCards': { body: [visaCard, { ...visaCard, id: 12, bin: '539983', last4: '8381' }] } });
    render();
    const list = await screen.findByRole('list', { name: 'Saved cards' });
    expect(within(list).getByRole('listitem', { name: 'Visa 408408******4081' })).toHaveTextContent('Default card');
    expect(within(list).getByRole('listitem', { name: 'Visa 539983******8381' })).not.toHaveTextContent('Default card');
  });

  it('says only that the new card was added when the old one could not be removed', async () => {
    const api = addCardApi({ 'POST deleteCards/11': { status: 500, body: { success: false, message: 'Server error' } } });
    const { user, navigate } = render();
    await user.click(await screen.findByRole('button', { name: 'Replace Card Visa 408408******4081' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace Card' });
    const pay = await within(dialog).findByRole('button', { name: 'Add Card' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1));
    checkoutFinished('CRD-1');
    expect(await findAlert()).toEqual({ title: 'Success', message: 'Your card has been added. The ₦100.00 verification charge is in your wallet.' });
    expect(navigate).toHaveBeenCalledWith('/settings', undefined);
    expect(window.localStorage.getItem('card_id')).toBe('12');
    expect(api.callsTo('POST', 'deleteCards/11')).toHaveLength(1);
  });

  it('replaces a card: the old one is removed once the new one is saved', async () => {
    const api = addCardApi({ 'POST deleteCards/11': { body: { success: true, message: 'Card removed' } } });
    const { user } = render();
    await user.click(await screen.findByRole('button', { name: 'Replace Card Visa 408408******4081' }));
    const dialog = screen.getByRole('dialog', { name: 'Replace Card' });
    expect(dialog).toHaveTextContent('Once the new card is saved, Visa 408408******4081 will be removed.');
    const pay = await within(dialog).findByRole('button', { name: 'Add Card' });
    await waitFor(() => expect(pay).toBeEnabled());
    await user.click(pay);
    await waitFor(() => expect(api.callsTo('POST', 'payments/charges')).toHaveLength(1));
    checkoutFinished('CRD-1');
    expect((await findAlert()).message).toBe('Your card has been added. The ₦100.00 verification charge is in your wallet. Your old card has been removed.');
    expect(api.callsTo('POST', 'deleteCards/11')).toHaveLength(1);
  });
});
