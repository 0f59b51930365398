// The names of the savings charge purposes (payments README): the routes, the Quick Save and the autosave job
// take money into a package under these names. Each purpose's input carries `amount` (naira, as the member sent it)
// and, for a target, `id` (the target's plan id).
export const SAVINGS_PURPOSE = {
  regular: 'regular_savings',
  target: 'target_savings',
  saveToLoan: 'save_to_loan',
  shares: 'shareholding',
} as const;
export type SavingsPurposeName = (typeof SAVINGS_PURPOSE)[keyof typeof SAVINGS_PURPOSE];
