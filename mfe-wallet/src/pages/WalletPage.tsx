// /wallet (facts §3.5): balance, Add Fund and Withdraw, the wallet table and the member's withdrawals.
import { useCallback, useState } from 'react';
import { useDispatch } from 'react-redux';
import { MembershipGate, requireBankAndProfile, Page, useLoad } from '@coop/shared';
import { BalanceCard } from '../components/wallet/BalanceCard';
import { FundWalletDialog } from '../components/wallet/FundWalletDialog';
import { WalletTable } from '../components/wallet/WalletTable';
import { WithdrawalsSection } from '../components/wallet/WithdrawalsSection';
import { WithdrawDialog } from '../components/wallet/WithdrawDialog';
import { WithdrawalLockNotice } from '../components/wallet/WithdrawalLockNotice';
import { useWalletVersion } from '../features/calls';
import { walletApi } from '../features/wallet/api';

type Dialog = 'fund' | 'withdraw' | null;

function Wallet() {
  const dispatch = useDispatch();
  const [dialog, setDialog] = useState<Dialog>(null);
  // a withdrawal attempt may have locked withdrawals (wrong PINs): ask again when a dialog closes
  const [closedDialogs, setClosedDialogs] = useState(0);
  const close = useCallback(() => {
    setDialog(null);
    setClosedDialogs((n) => n + 1);
  }, []);

  // read again after every change, and when a withdrawal on screen is settled (confirmed or reversed)
  const version = useWalletVersion();
  const [settled, setSettled] = useState(0);
  const onSettled = useCallback(() => setSettled((n) => n + 1), []);
  const readKey = `${version}-${settled}`;
  const balance = useLoad((signal) => walletApi.balance(signal), `wallet-balance-${readKey}`);

  const withdraw = () => {
    // a member without a bank account or a complete profile is sent to /settings first (spec §4)
    if (requireBankAndProfile(dispatch)) setDialog('withdraw');
  };

  return (
    <Page title="Wallet" intro="Fund your wallet by card, withdraw to your bank account and follow every movement.">
      <WithdrawalLockNotice refresh={closedDialogs} />
      <BalanceCard balance={balance} onAddFund={() => setDialog('fund')} onWithdraw={withdraw} />
      <WalletTable readKey={readKey} />
      <WithdrawalsSection readKey={readKey} onSettled={onSettled} />
      <FundWalletDialog open={dialog === 'fund'} onClose={close} />
      <WithdrawDialog open={dialog === 'withdraw'} onSettled={onSettled} onClose={close} />
    </Page>
  );
}

export default function WalletPage() {
  return (
    <MembershipGate>
      <Wallet />
    </MembershipGate>
  );
}
