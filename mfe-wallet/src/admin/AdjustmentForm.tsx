// Manual adjustment (SA, ADMIN): a refund or a correction as a transfer between a member's account and the society's
// suspense account, with the reason the member reads on their statement; never an edit. The member is found by user
// id or e-mail, the adjustment confirmed, then proposed: another administrator approves it before any money moves.
import { useState, type FormEvent } from 'react';
import { AmountField, ConfirmDialog, errorMessage, FormActions, formatNaira, Select, TextField, useAmountField, useProposal } from '@coop/shared';
import { adminApi, type AdjustmentBody } from '../features/admin/api';
import { findMember, readMemberField, type FoundMember } from '../features/admin/findMember';
import { ProposedMessage } from './ProposedMessage';
import styles from './panelStyles';

type Account = AdjustmentBody['account'];
type Direction = AdjustmentBody['direction'];

export const ACCOUNTS: { value: Account; label: string }[] = [
  { value: 'wallet', label: 'Wallet' },
  { value: 'regular_savings', label: 'Regular savings' },
  { value: 'save_to_loan', label: 'Save to loan' },
  { value: 'shares', label: 'Shares' },
];
export const DIRECTIONS: { value: Direction; label: string }[] = [
  { value: 'credit', label: 'Credit: money to the member (a refund)' },
  { value: 'debit', label: 'Debit: money back from the member (a correction)' },
];
export const ACCOUNT_MESSAGE = 'Choose the member’s account';
export const DIRECTION_MESSAGE = 'Choose credit or debit';
export const REASON_MESSAGE = 'Write a reason of at least 3 characters: the member reads it on their statement';

type Errors = Partial<Record<'member' | 'account' | 'direction' | 'reason', string>>;
type Ready = { member: FoundMember; body: AdjustmentBody };

const accountLabel = (account: Account) => ACCOUNTS.find((a) => a.value === account)?.label ?? account;

export default function AdjustmentForm() {
  const [memberText, setMemberText] = useState('');
  const [account, setAccount] = useState<Account | ''>('');
  const [direction, setDirection] = useState<Direction | ''>('');
  const amount = useAmountField({ min: '0.01' });
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [finding, setFinding] = useState(false);
  const [ready, setReady] = useState<Ready | null>(null);
  const proposal = useProposal(adminApi.propose);

  const change = (field: keyof Errors, set: (value: string) => void) => (value: string) => {
    set(value);
    if (errors[field]) setErrors({ ...errors, [field]: undefined });
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const member = readMemberField(memberText);
    const read = amount.read();
    const found: Errors = {
      member: 'error' in member ? member.error : undefined,
      account: account ? undefined : ACCOUNT_MESSAGE,
      direction: direction ? undefined : DIRECTION_MESSAGE,
      reason: reason.trim().length < 3 ? REASON_MESSAGE : undefined,
    };
    setErrors(found);
    if ('error' in member || !('amount' in read) || !account || !direction || found.reason) return;
    setFinding(true);
    try {
      const who = await findMember(member);
      setReady({ member: who, body: { user_id: who.id, account, direction, amount: read.amount, reason: reason.trim() } });
    } catch (error) {
      setErrors({ member: errorMessage(error) });
    } finally {
      setFinding(false);
    }
  };

  const confirm = async () => {
    if (!ready) return;
    if (await proposal.propose(ready.body)) {
      setReady(null);
      setMemberText('');
      setAccount('');
      setDirection('');
      amount.reset();
      setReason('');
    }
  };

  return (
    <div className={styles.panel}>
      <p className={styles.meta}>
        A refund or a correction moves money between the member’s account and the society’s suspense account, with your reason on their statement. Another
        administrator approves it before it is done.
      </p>
      <form className={styles.form} onSubmit={submit} noValidate aria-label="Manual adjustment">
        <TextField
          label="Member (user id or e-mail)"
          name="member"
          autoComplete="off"
          value={memberText}
          onChange={(e) => change('member', setMemberText)(e.target.value)}
          error={errors.member}
          required
        />
        <Select
          label="Account"
          name="account"
          placeholder="Choose an account"
          options={ACCOUNTS}
          value={account}
          onChange={(e) => change('account', (v) => setAccount(v as Account | ''))(e.target.value)}
          error={errors.account}
          required
        />
        <Select
          label="Credit or debit"
          name="direction"
          placeholder="Choose one"
          options={DIRECTIONS}
          value={direction}
          onChange={(e) => change('direction', (v) => setDirection(v as Direction | ''))(e.target.value)}
          error={errors.direction}
          required
        />
        <AmountField label="Amount (₦)" name="amount" {...amount.field} required />
        <TextField
          className={styles.full}
          label="Reason"
          name="reason"
          value={reason}
          maxLength={200}
          onChange={(e) => change('reason', setReason)(e.target.value)}
          error={errors.reason}
          hint="The member reads it on their statement, e.g. Refund of a double charge on 3 November"
          required
        />
        <FormActions submitLabel="Review adjustment" busy={finding} className={`${styles.row} ${styles.full}`} />
      </form>
      {proposal.message && <ProposedMessage message={proposal.message} />}
      {ready && (
        <ConfirmDialog
          open
          title={`Propose a ${ready.body.direction} of ${formatNaira(ready.body.amount)} to ${ready.member.name}’s ${accountLabel(ready.body.account).toLowerCase()}?`}
          intro="Another administrator must approve it before any money moves."
          lines={[
            { label: 'Member', text: `${ready.member.name} · ${ready.member.email}` },
            { label: 'Account', text: accountLabel(ready.body.account) },
            { label: ready.body.direction === 'credit' ? 'Credit (to the member)' : 'Debit (from the member)', amount: ready.body.amount, total: true },
            { label: 'Reason', text: ready.body.reason },
          ]}
          confirmLabel="Propose adjustment"
          busy={proposal.pending}
          error={proposal.error}
          onConfirm={() => void confirm()}
          onCancel={() => {
            setReady(null);
            proposal.dismissError();
          }}
        />
      )}
    </div>
  );
}
