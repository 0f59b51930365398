-- Bank accounts saved before the name check existed were accepted then: they stay payable (approved), and as
-- "reviewed" by nobody. New rows are held unless the service writes otherwise (the column's default).
-- The cooling period after a bank change (society_settings.bank_change_cooling_hours) starts at its column default,
-- 24 hours, on the existing settings row; admins change it at /dashboard (audited).
UPDATE "bank_accounts" SET "review_status" = 'approved' WHERE "review_status" = 'held';
