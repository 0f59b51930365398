// The society's reports for administrators: balances, trial balance, monthly figures, portfolio at risk.
// This index is the area's door: other areas import nothing of it yet. Its plugin is ./area.ts.
export {};
