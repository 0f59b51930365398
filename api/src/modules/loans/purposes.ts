// The loans area's charge purposes (payments README): what a member's money is taken for here.
export const LOAN_PURPOSE = {
  /** the loan form fee, taken with the application (loanAdd) or held ahead of it (loan_form_fee) */
  formFee: 'loan_form_fee',
  loanRepayment: 'loan_repayment',
  businessRepayment: 'business_repayment',
} as const;
