// The landing page's copy, kept apart from its layout.
export interface Service {
  title: string;
  text: string;
}

export const SERVICES: Service[] = [
  { title: 'Regular savings', text: 'Put money aside daily, weekly or monthly. Turn on autosave and it happens by itself from your card.' },
  { title: 'Target savings', text: 'Save towards a goal such as school fees, rent or new stock, with a target amount and date, and watch your progress.' },
  { title: 'Save to loan', text: 'Flexible savings that build up your right to an interest-free loan from the society.' },
  { title: 'Interest-free loans', text: 'Borrow without interest against what you have saved, with fellow members as guarantors when you need more.' },
  { title: 'Group loans', text: 'Form a group of five members who stand for one another, and take loans backed by the whole group.' },
  { title: 'Shareholdings', text: 'Own a part of the society. Your shareholding opens saving and borrowing, and grows with every top-up.' },
  { title: 'Product financing', text: 'Get household and business items now: pay a down payment and spread the rest over the following months.' },
  { title: 'Business financing', text: 'Ask for finance for your business, see the full price before you accept, and repay weekly or monthly.' },
  { title: 'Wallet and withdrawals', text: 'Fund your wallet by card, pay for any service from it, and withdraw to your own bank account when you need to.' },
];

export const JOIN_STEPS: Service[] = [
  { title: 'Sign up', text: 'Give your name, phone number and e-mail address, and choose a password.' },
  { title: 'Verify your e-mail', text: 'Open the e-mail we send you and press “Complete Registration”.' },
  { title: 'Pay the registration fee', text: 'Sign in and pay the one-time registration fee. You will see the amount before you pay.' },
  { title: 'Complete your profile', text: 'Add your next of kin and your bank account, so that withdrawals reach you.' },
];

export interface Faq {
  question: string;
  answer: string;
}

export const FAQS: Faq[] = [
  {
    question: 'Who can join?',
    answer: 'Anyone who accepts the rules of the society can sign up. You become a member once your e-mail address is verified and the registration fee is paid.',
  },
  {
    question: 'Are the loans really interest-free?',
    answer: 'Yes. Member loans carry no interest. A loan form fee is paid with each application, and you see it before you apply.',
  },
  {
    question: 'How much can I borrow?',
    answer: 'Up to twice the amount your savings can guarantee. Above your own guarantee, fellow members can stand as guarantors for the rest.',
  },
  {
    question: 'How does product financing work?',
    answer: 'Choose items from the catalogue, pay the down payment from your wallet, and repay the balance over time. The full price is shown before you check out.',
  },
  {
    question: 'How do I get my money out?',
    answer: 'Withdraw from your wallet to the bank account on your profile. Every withdrawal is confirmed with your password and your withdrawal PIN.',
  },
  {
    question: 'Is my card safe?',
    answer: 'Card payments are handled by a licensed payment provider. The society never sees or stores your full card number.',
  },
  {
    question: 'I forgot my password. What now?',
    answer: 'Choose “Forgot password” on the sign-in page. We will e-mail you a link to set a new one.',
  },
];
