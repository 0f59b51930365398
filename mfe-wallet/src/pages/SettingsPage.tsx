// /settings, "Account" (facts §3.10): the profile card, profile / password / bank changes, and My Cards.
// No membership is needed here: this is where a new member completes what the wallet needs.
import { useEffect, useState } from 'react';
import { useDispatch, useSelector } from 'react-redux';
import { Link, Page } from '@coop/shared';
import { Button, buttonClasses, Card, ErrorState, Spinner } from '@coop/shared';
import { BankDetailsDialog } from '../components/settings/BankDetailsDialog';
import { BankAccountStatusNote } from '../components/settings/BankAccountStatusNote';
import { ChangePasswordDialog } from '../components/settings/ChangePasswordDialog';
import { MyCards } from '../components/settings/MyCards';
import { ProfileCard } from '../components/settings/ProfileCard';
import { UpdateProfileDialog } from '../components/settings/UpdateProfileDialog';
import { selectBankDetails } from '../features/bank/selectors';
import { bankDetailsRequested } from '../features/bank/slice';
import { cardsRequested } from '../features/cards/slice';
import { selectProfile } from '../features/profile/selectors';
import { profileRequested } from '../features/profile/slice';
import styles from '@coop/shared/styles/layout.module.css';

type Dialog = 'profile' | 'password' | 'bank' | null;

export default function SettingsPage() {
  const dispatch = useDispatch();
  const profile = useSelector(selectProfile);
  const bank = useSelector(selectBankDetails);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  useEffect(() => {
    dispatch(profileRequested());
    dispatch(bankDetailsRequested());
    dispatch(cardsRequested());
  }, [dispatch]);

  const account = bank.data;
  return (
    <Page title="Account" intro="Your profile, password, bank account and cards.">
      <ProfileCard />
      <div className={styles.grid}>
        <Card title="Update Profile" headingLevel={2}>
          <div className={styles.stack}>
            <p className={styles.muted}>Personal details, next of kin and business, in three short steps.</p>
            <Button onClick={() => setDialog('profile')} disabled={!profile.data}>
              Update Profile
            </Button>
          </div>
        </Card>
        <Card title="Change Password">
          <div className={styles.stack}>
            <p className={styles.muted}>Your other devices are signed out when you change it.</p>
            <Button onClick={() => setDialog('password')}>Change Password</Button>
          </div>
        </Card>
        <Card title="Bank Details">
          <div className={styles.stack}>
            {bank.loading && !bank.loaded && <Spinner label="Loading your bank details…" />}
            {bank.error && <ErrorState message={bank.error} onRetry={() => dispatch(bankDetailsRequested())} />}
            {bank.loaded && !bank.error && account && (
              <dl className={styles.details} aria-label="Bank account on file">
                <dt>Bank Name</dt>
                <dd>{account.bank_name}</dd>
                <dt>Account Name</dt>
                <dd>{account.account_name}</dd>
                <dt>Account Number</dt>
                <dd>{account.account_no}</dd>
              </dl>
            )}
            {bank.loaded && !bank.error && account && <BankAccountStatusNote account={account} />}
            {bank.loaded && !bank.error && !account && <p className={styles.muted}>Add the bank account your withdrawals are paid into.</p>}
            <Button onClick={() => setDialog('bank')} disabled={!bank.loaded}>
              {account ? 'Change Bank details' : 'Add Bank Details'}
            </Button>
          </div>
        </Card>
        <Card title="Wallet">
          <div className={styles.stack}>
            <p className={styles.muted}>Fund your wallet or withdraw to your bank.</p>
            <Link to="/wallet" className={buttonClasses({ variant: 'secondary' })}>
              Go To Wallet
            </Link>
          </div>
        </Card>
      </div>
      <MyCards />
      <UpdateProfileDialog open={dialog === 'profile'} profile={profile.data} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <BankDetailsDialog open={dialog === 'bank'} onClose={close} />
    </Page>
  );
}
