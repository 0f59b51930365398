// /settings, "Account" (facts §3.10): the profile card, profile / password / bank changes, and My Cards.
// No membership is needed here: this is where a new member completes what the wallet needs.
import { useState } from 'react';
import { Link, Page, useLoad } from '@coop/shared';
import { BankAccountDetails, Button, buttonClasses, Card, ErrorState, Spinner } from '@coop/shared';
import { BankDetailsDialog } from '../components/settings/BankDetailsDialog';
import { BankAccountStatusNote } from '../components/settings/BankAccountStatusNote';
import { ChangePasswordDialog } from '../components/settings/ChangePasswordDialog';
import { MyCards } from '../components/settings/MyCards';
import { ProfileCard } from '../components/settings/ProfileCard';
import { UpdateProfileDialog } from '../components/settings/UpdateProfileDialog';
import { bankApi } from '../features/bank/api';
import { useWalletVersion } from '../features/calls';
import { profileApi } from '../features/profile/api';
import styles from '@coop/shared/styles/layout.module.css';

type Dialog = 'profile' | 'password' | 'bank' | null;

export default function SettingsPage() {
  const version = useWalletVersion();
  const profile = useLoad((signal) => profileApi.show(signal), `profile-${version}`);
  const bank = useLoad((signal) => bankApi.details(signal), `bank-details-${version}`);
  const [dialog, setDialog] = useState<Dialog>(null);
  const close = () => setDialog(null);

  const loaded = bank.data !== undefined;
  const bankError = bank.status === 'error' ? bank.message : null;
  const account = bank.data ?? null;
  return (
    <Page title="Account" intro="Your profile, password, bank account and cards.">
      <ProfileCard loaded={profile} />
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
            {bank.status === 'loading' && !loaded && <Spinner label="Loading your bank details…" />}
            {bankError && <ErrorState message={bankError} onRetry={bank.retry} />}
            {loaded && !bankError && account && (
              <BankAccountDetails account={account} label="Bank account on file" />
            )}
            {loaded && !bankError && account && <BankAccountStatusNote account={account} />}
            {loaded && !bankError && !account && <p className={styles.muted}>Add the bank account your withdrawals are paid into.</p>}
            <Button onClick={() => setDialog('bank')} disabled={!loaded}>
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
      <UpdateProfileDialog open={dialog === 'profile'} profile={profile.data ?? null} onClose={close} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={close} />
      <BankDetailsDialog open={dialog === 'bank'} onFile={account} onClose={close} />
    </Page>
  );
}
