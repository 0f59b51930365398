ALTER TABLE "ledger_member_entries" DROP CONSTRAINT "ledger_member_entries_user_id_users_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_member_entries" DROP CONSTRAINT "ledger_member_entries_transfer_id_ledger_transfers_id_fk";
--> statement-breakpoint
ALTER TABLE "ledger_member_history" DROP CONSTRAINT "ledger_member_history_user_id_users_id_fk";
