-- The society's fees and durations start from these defaults; admins change them at /dashboard (audited).
INSERT INTO "society_settings" ("id", "registration_fee_kobo", "minimum_shareholding_kobo", "loan_form_fee_kobo", "loan_repayment_duration_months", "business_finance_payment_duration_months")
VALUES (1, 200000, 500000, 100000, 12, 12) ON CONFLICT ("id") DO NOTHING;
