-- PINs mailed before PINs were bound to a bank account have no target (''): retire the ones still live, so a member
-- mid-withdrawal at deploy time is asked to start again instead of being told their bank account changed.
UPDATE "withdrawal_pins" SET "superseded_at" = now() WHERE "target" = '' AND "consumed_at" IS NULL AND "superseded_at" IS NULL;
