// Development helpers (DEV_MODE=true only, never in production): the mails the outbox transport kept, and the areas'
// own development hooks (savings, loans, investments). Its routes check development mode themselves.
// This index is the area's door: other areas import nothing of it yet. Its plugin is ./area.ts.
export {};
