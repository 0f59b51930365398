// What a signed-in non-member sees instead of a members' page: a notice and the society's "Become a Member" modal.
// Loaded only when needed (MembershipGate), so members and the sign-in page never fetch it.
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useDispatch } from 'react-redux';
import { logout } from '@coop/shared/core';
import { getRuntimeConfig } from '@coop/shared/core';
import { Button } from '../ui/Button';
import { Modal } from '../ui/Modal';
import { useLoad } from '../hooks/useLoad';
import { MEMBERSHIP_SIGNOUT_DELAY_MS } from './MembershipGate';
import { membershipApi } from './membershipApi';
import { FeeStep, PaidStep, PayStep, WelcomeStep } from './MembershipSteps';
import { useRegistrationPayment } from './useRegistrationPayment';
import styles from './MembershipGate.module.css';

type Step = 'welcome' | 'fee' | 'pay' | 'paid';

export function NonMemberNotice() {
  const dispatch = useDispatch();
  const titleId = useId();
  const { societyName } = getRuntimeConfig();
  const [open, setOpen] = useState(true);
  const [step, setStep] = useState<Step>('welcome');
  const [paidMessage, setPaidMessage] = useState('');
  const signedOut = useRef(false);

  const fee = useLoad(membershipApi.registrationFee, 'registration-fee', step === 'fee' || step === 'pay');

  const signOut = useCallback(() => {
    if (signedOut.current) return;
    signedOut.current = true;
    dispatch(logout({ reason: 'membership' }));
  }, [dispatch]);

  const onPaid = useCallback((message: string) => {
    setPaidMessage(message || `Your registration fee has been paid. Welcome to ${getRuntimeConfig().societyName}.`);
    setStep('paid');
    setOpen(true);
  }, []);
  const { pay, posting } = useRegistrationPayment(onPaid);

  useEffect(() => {
    if (step !== 'paid') return undefined;
    const timer = setTimeout(signOut, MEMBERSHIP_SIGNOUT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [step, signOut]);

  const close = () => {
    if (posting) return; // a payment is on its way: its answer must have somewhere to show
    if (step === 'paid') {
      signOut();
      return;
    }
    setOpen(false);
  };

  const reopen = () => {
    setStep('welcome');
    setOpen(true);
  };

  const title = step === 'welcome' ? `Welcome To ${societyName}` : step === 'paid' ? 'Registration fee paid' : 'Registration Fee';

  return (
    <>
      <section className={styles.notice} aria-labelledby={titleId}>
        <h1 id={titleId} className={styles.noticeTitle}>
          Membership required
        </h1>
        <p className={styles.text}>
          This page is for members of {societyName}. Pay the registration fee to become a member. Business Finance and Product Finance are
          open to everyone.
        </p>
        <Button onClick={reopen}>View membership options</Button>
      </section>
      <Modal open={open} title={title} onClose={close}>
        {step === 'welcome' && <WelcomeStep societyName={societyName} onBecomeMember={() => setStep('fee')} />}
        {step === 'fee' && <FeeStep fee={fee} onContinue={() => setStep('pay')} onBack={() => setStep('welcome')} onAlreadyMember={signOut} />}
        {step === 'pay' && fee.status === 'ready' && <PayStep fee={fee.data.fee} posting={posting} onPaid={pay} onBack={() => setStep('fee')} />}
        {step === 'paid' && <PaidStep message={paidMessage} onSignIn={signOut} />}
      </Modal>
    </>
  );
}
