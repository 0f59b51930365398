// What the phone-first bench waits for (issue 29), as paintMarks.mjs watches. A prerendered page (in the HTML, outside
// `#root`, its submit buttons disabled) counts as painted; "usable" is the live page the app mounted in `#root`.
const naira = (label) => ({ selector: `main [role="group"][aria-label="${label}"]`, includes: '₦' });

export const HEADLINE = 'Saving and borrowing get easier when we do it together'; // shell/src/pages/landing/LandingPage.tsx

export const WATCHES = {
  signinPainted: { path: '/signin', all: [{ selector: 'button', text: 'Sign In' }] },
  signinUsable: { path: '/signin', all: [{ selector: '#root button', text: 'Sign In', enabled: true }] },
  headline: { path: '/', all: [{ selector: 'h1', text: HEADLINE }] },
  // mfe-savings' SavingsPage: the heading and every figure card showing an amount (a spinner while each loads)
  savingsFigures: {
    path: '/savings',
    all: [{ selector: 'main h1', text: 'Savings' }, ...['Total Savings', 'Wallet Balance', 'Shareholding', 'Regular Savings', 'Target Savings', 'Save To Loan'].map(naira)],
  },
  // mfe-wallet's WalletPage: its BalanceCard
  walletFigures: { path: '/wallet', all: [{ selector: 'main h1', text: 'Wallet' }, naira('Wallet Balance')] },
  // mfe-loans' LoanHeader
  loanFigures: { path: '/loan', all: [{ selector: 'main h1', text: 'Loan' }, naira('Guarantable Amount')] },
};
