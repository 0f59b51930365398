import { useEffect, useState, type FormEvent } from 'react';
import { useDispatch } from 'react-redux';
import { Button, ErrorState, MESSAGES, Modal, Select, Spinner, TextField, useLoad, SETTINGS_PATH } from '@coop/shared';
import { bankApi, bankPaths, type BankAccountOnFile } from '../../features/bank/api';
import { useCall } from '../../features/calls';
import { patchSessionUser } from '../../features/profile/session';
import { useWhenDone } from '../../features/useWhenDone';
import styles from '@coop/shared/styles/layout.module.css';

export const ACCOUNT_DIGITS = 10;
export const ACCOUNT_NUMBER_MESSAGE = 'Enter the 10-digit account number';
export const RESOLVE_FIRST_MESSAGE = 'Wait for the account name, or check the account number and bank';
export const PASSWORD_MESSAGE = 'Enter your password to change your bank account';

/**
 * "Add Bank Details" / "Change Bank details" (facts §3.10): a bank from the API's list, a 10-digit account number
 * whose name is looked up through the API (read-only), then `bank_account/add` or `bank_accountUpdate`. Changing an
 * account on file needs the member's password (a stolen session alone cannot redirect withdrawals).
 */
export function BankDetailsDialog({ open, onFile, onClose }: { open: boolean; onFile: BankAccountOnFile | null; onClose: () => void }) {
  const dispatch = useDispatch();
  const saveCall = useCall('bank-save');
  const saving = saveCall.pending;
  useWhenDone(saveCall, () => patchSessionUser(dispatch, { bank: true }));
  const [bankCode, setBankCode] = useState('');
  const [accountNo, setAccountNo] = useState('');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ bank?: string; account?: string; name?: string; password?: string }>({});
  const replace = onFile !== null;
  // the bank list is read the first time the dialog opens, and kept while the page is open
  const [wantBanks, setWantBanks] = useState(false);
  const banks = useLoad((signal) => bankApi.banks(signal), 'banks', wantBanks);
  // the account name for the digits and bank now in the fields (only the latest answer counts)
  const complete = accountNo.length === ACCOUNT_DIGITS && Boolean(bankCode);
  const lookUp = useLoad((signal) => bankApi.resolve(accountNo, bankCode, signal), `resolve-${accountNo}-${bankCode}`, open && complete);

  useEffect(() => {
    if (!open) return;
    setBankCode('');
    setAccountNo('');
    setPassword('');
    setErrors({});
    setWantBanks(true);
  }, [open]);

  const changeBank = (code: string) => {
    setBankCode(code);
    setErrors((e) => ({ ...e, bank: undefined, name: undefined }));
  };

  const changeAccount = (value: string) => {
    const digits = value.replace(/\D/g, '').slice(0, ACCOUNT_DIGITS);
    setAccountNo(digits);
    setErrors((e) => ({ ...e, account: undefined, name: undefined }));
  };

  const answered = lookUp.status === 'ready' && lookUp.data.accountNumber === accountNo && lookUp.data.bankCode === bankCode;
  const resolved = complete
    ? { loading: lookUp.status === 'loading', accountName: answered ? lookUp.data?.accountName : undefined, error: lookUp.status === 'error' ? lookUp.message : undefined }
    : null;
  const accountName = resolved?.accountName ?? '';
  const chosenBank = banks.data?.find((b) => b.code === bankCode);

  const save = (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!bankCode) found.bank = MESSAGES.fieldRequired;
    if (accountNo.length !== ACCOUNT_DIGITS) found.account = accountNo ? ACCOUNT_NUMBER_MESSAGE : MESSAGES.fieldRequired;
    else if (!accountName && !resolved?.error) found.name = RESOLVE_FIRST_MESSAGE;
    if (replace && !password) found.password = PASSWORD_MESSAGE;
    setErrors(found);
    if (Object.keys(found).length > 0 || !accountName || !chosenBank) return;
    const body = { bank_name: chosenBank.name, account_no: accountNo, account_name: accountName, bank_code: bankCode };
    saveCall.run({
      method: 'POST',
      path: replace ? bankPaths.update : bankPaths.add,
      body: replace ? { ...body, password } : body,
      successMessage: 'Your bank details have been saved',
      navigateTo: SETTINGS_PATH,
    });
  };

  const title = replace ? 'Change Bank details' : 'Add Bank Details';
  return (
    <Modal open={open} title={title} onClose={() => !saving && onClose()}>
      {banks.status === 'error' && !banks.data ? (
        <ErrorState title="Could not load the list of banks" message={banks.message} onRetry={banks.retry} />
      ) : (
        <form className={styles.form} onSubmit={save} noValidate>
          {onFile && (
            <p className={styles.muted}>
              Now on file: {onFile.bank_name} · {onFile.account_no} · {onFile.account_name}
            </p>
          )}
          <Select
            label="Bank"
            name="bank_code"
            value={bankCode}
            onChange={(e) => changeBank(e.target.value)}
            placeholder={banks.status === 'loading' ? 'Loading banks…' : 'Choose a bank'}
            options={(banks.data ?? []).map((b) => ({ value: b.code, label: b.name }))}
            disabled={!banks.data}
            error={errors.bank}
            required
          />
          <TextField
            label="Account Number"
            name="account_no"
            inputMode="numeric"
            autoComplete="off"
            maxLength={ACCOUNT_DIGITS}
            value={accountNo}
            onChange={(e) => changeAccount(e.target.value)}
            error={errors.account}
            hint="10 digits (NUBAN)"
            required
          />
          <TextField
            label="Account Name"
            name="account_name"
            value={accountName}
            readOnly
            placeholder={resolved?.loading ? 'Checking the account…' : 'Filled in from your bank'}
            error={resolved?.error ?? errors.name}
            hint={resolved?.loading ? <Spinner size="small" label="Checking the account…" /> : 'The name on the account, as your bank has it'}
          />
          <p className={styles.muted}>Withdrawals are paid only into an account in your own name; any other is checked by the society first.</p>
          {replace && (
            <TextField
              label="Your password"
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              onChange={(e) => {
                setPassword(e.target.value);
                setErrors((found) => ({ ...found, password: undefined }));
              }}
              error={errors.password}
              hint="To keep your money safe, we ask for it before your bank account changes. We will e-mail you about the change."
              required
            />
          )}
          <div className={styles.formActions}>
            <Button variant="secondary" onClick={onClose} disabled={saving}>
              Cancel
            </Button>
            <Button type="submit" loading={saving} disabled={resolved?.loading}>
              Save
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
