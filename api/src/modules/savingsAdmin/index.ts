// Savings for administrators: totals, a member's savings, autosave runs.
// This index is the area's door: other areas import nothing of it yet. Its plugin is ./area.ts.
export {};
