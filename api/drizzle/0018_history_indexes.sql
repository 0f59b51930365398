CREATE INDEX "withdrawals_created_idx" ON "withdrawals" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "withdrawals_status_created_idx" ON "withdrawals" USING btree ("status","created_at","id");--> statement-breakpoint
CREATE INDEX "dividend_allocations_amount_idx" ON "dividend_allocations" USING btree ("dividend_id","amount_kobo" DESC NULLS LAST,"user_id");