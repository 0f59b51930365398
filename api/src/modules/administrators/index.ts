// Administrators' accounts and roles (SA).
// This index is the area's door: other areas import nothing of it yet. Its plugin is ./area.ts.
export {};
