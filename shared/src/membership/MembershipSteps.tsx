// The steps of the non-member modal (facts §1.3): welcome → registration fee → payment → paid.
import type { MouseEvent } from 'react';
import type { RegistrationFeeReply } from '@coop/api/contract';
import { formatNaira } from '../format/naira';
import { navigate } from '@coop/shared/core';
import { Button, buttonClasses } from '../ui/Button';
import { ErrorState } from '../ui/ErrorState';
import { Spinner } from '../ui/Spinner';
import { PayWith } from '../payments/PayWith';
import type { PaymentSource } from '../payments/types';
import type { LoadResult } from '../hooks/useLoad';
import styles from './MembershipGate.module.css';
import { BUSINESS_FINANCE_PATH, PRODUCT_FINANCE_PATH } from './paths';

function go(path: string) {
  return (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
  };
}

export function WelcomeStep({ societyName, onBecomeMember }: { societyName: string; onBecomeMember: () => void }) {
  return (
    <div className={styles.step}>
      <p className={styles.text}>
        {societyName} gives its members an INTEREST FREE LOAN that is easy to get, along with regular and target savings, shareholdings,
        business finance and product finance. Business Finance and Product Finance are open to everyone. Click on the Member button to continue
      </p>
      <div className={styles.actions}>
        <Button onClick={onBecomeMember} autoFocus>
          Become a Member
        </Button>
        <a href={BUSINESS_FINANCE_PATH} className={buttonClasses({ variant: 'secondary' })} onClick={go(BUSINESS_FINANCE_PATH)}>
          Business Finance
        </a>
        <a href={PRODUCT_FINANCE_PATH} className={buttonClasses({ variant: 'secondary' })} onClick={go(PRODUCT_FINANCE_PATH)}>
          Product Finance
        </a>
      </div>
    </div>
  );
}

interface FeeStepProps {
  fee: LoadResult<RegistrationFeeReply> & { retry: () => void };
  onContinue: () => void;
  onBack: () => void;
  onAlreadyMember: () => void;
}

export function FeeStep({ fee, onContinue, onBack, onAlreadyMember }: FeeStepProps) {
  if (fee.status === 'error') return <ErrorState title="Could not load the registration fee" message={fee.message} onRetry={fee.retry} />;
  if (fee.status !== 'ready') return <Spinner label="Loading the registration fee…" />;
  if (fee.data.member_status) {
    return (
      <div className={styles.step}>
        <p className={styles.text}>You have already paid the registration fee. Sign in again to continue as a member.</p>
        <div className={styles.actions}>
          <Button onClick={onAlreadyMember}>Sign in again</Button>
        </div>
      </div>
    );
  }
  return (
    <div className={styles.step}>
      <p className={styles.fee}>The registration fee is: {formatNaira(fee.data.fee)}</p>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          Back
        </Button>
        <Button onClick={onContinue} autoFocus>
          Continue
        </Button>
      </div>
    </div>
  );
}

export function PayStep({ fee, posting, onPaid, onBack }: { fee: string; posting: boolean; onPaid: (source: PaymentSource) => void; onBack: () => void }) {
  return (
    <div className={styles.step}>
      <p className={styles.fee}>Registration fee: {formatNaira(fee)}</p>
      <PayWith amount={fee} purpose="registration_fee" submitLabel="Make Payment" busy={posting} onPaid={onPaid} onCancel={onBack} />
    </div>
  );
}

export function PaidStep({ message, onSignIn }: { message: string; onSignIn: () => void }) {
  return (
    <div className={styles.step}>
      <p className={styles.success} role="status">
        {message}
      </p>
      <p className={styles.text}>You will be signed out now so that your membership takes effect. Sign in again to continue.</p>
      <div className={styles.actions}>
        <Button onClick={onSignIn} autoFocus>
          Sign in again
        </Button>
      </div>
    </div>
  );
}
