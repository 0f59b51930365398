// The ledger for administrators: accounts, transfers, pending transfers and their alerts.
// This index is the area's door: other areas import nothing of it yet. Its plugin is ./area.ts.
export {};
