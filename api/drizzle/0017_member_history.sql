CREATE TABLE "ledger_member_entries" (
	"user_id" integer NOT NULL,
	"seq" bigint NOT NULL,
	"transfer_id" bigint NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "ledger_member_entries_pkey" PRIMARY KEY("user_id","seq"),
	CONSTRAINT "ledger_member_entries_seq_check" CHECK ("ledger_member_entries"."seq" > 0)
);
--> statement-breakpoint
CREATE TABLE "ledger_member_history" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"entry_count" bigint NOT NULL,
	CONSTRAINT "ledger_member_history_count_check" CHECK ("ledger_member_history"."entry_count" >= 0)
);
--> statement-breakpoint
ALTER TABLE "ledger_member_entries" ADD CONSTRAINT "ledger_member_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_member_entries" ADD CONSTRAINT "ledger_member_entries_transfer_id_ledger_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."ledger_transfers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_member_history" ADD CONSTRAINT "ledger_member_history_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_member_entries_created_idx" ON "ledger_member_entries" USING btree ("user_id","created_at","seq");--> statement-breakpoint
CREATE INDEX "ledger_member_entries_kind_idx" ON "ledger_member_entries" USING btree ("user_id","kind","seq");--> statement-breakpoint
-- Backfill: every member's existing history, numbered by time. The kinds left out are the society-only bookkeeping
-- kinds of src/ledger/purposes.ts (SOCIETY_ONLY_KINDS) as they stand when this migration is written.
INSERT INTO "ledger_member_entries" ("user_id", "seq", "transfer_id", "kind", "created_at")
SELECT x.user_id, row_number() OVER (PARTITION BY x.user_id ORDER BY x.created_at, x.transfer_id), x.transfer_id, x.kind, x.created_at
FROM (
  SELECT t.user_id, t.id AS transfer_id, t.created_at,
         CASE WHEN t.kind = 'reversal' THEN coalesce(t.metadata->>'reversed_kind', t.kind) ELSE t.kind END AS kind
  FROM "ledger_transfers" t WHERE t.user_id IS NOT NULL
  UNION
  SELECT a.owner_user_id, t.id, t.created_at,
         CASE WHEN t.kind = 'reversal' THEN coalesce(t.metadata->>'reversed_kind', t.kind) ELSE t.kind END
  FROM "ledger_postings" p
  JOIN "ledger_accounts" a ON a.id = p.account_id
  JOIN "ledger_transfers" t ON t.id = p.transfer_id
  WHERE a.owner_user_id IS NOT NULL
) x
WHERE x.kind NOT IN ('withdrawal_settlement', 'loan_receivable', 'order_receivable', 'order_sale');
--> statement-breakpoint
INSERT INTO "ledger_member_history" ("user_id", "entry_count")
SELECT "user_id", max("seq") FROM "ledger_member_entries" GROUP BY "user_id";
--> statement-breakpoint
-- One transfer in one call (src/ledger/transfer.ts validates the request first and reads the outcome):
--  1. lock every touched account in id order (FOR NO KEY UPDATE: foreign-key checks from postings take KEY SHARE);
--  2. apply the postings in order: running balance, entry_no and debits_after per posting; a member account whose
--     running balance would go below zero refuses the transfer ('insufficient', or 'duplicate' when the reference
--     already exists: a retried request whose first attempt went through);
--  3. write the transfer (ON CONFLICT on the reference: 'duplicate'), the accounts' cached columns and the postings;
--  4. when p_history_kind is given, add the transfer to the history of each member it names or whose account it
--     touches, numbered under the lock on their ledger_member_history row (taken in user id order).
-- Refusals are returned, not raised, so the caller's transaction stays usable, as it was when this ran in the client.
CREATE FUNCTION ledger_transfer(
  p_reference text, p_kind text, p_status text, p_user_id integer, p_description text, p_reverses bigint,
  p_metadata jsonb, p_deadline timestamptz, p_accounts bigint[], p_amounts bigint[], p_history_kind text
) RETURNS TABLE (outcome text, transfer_id bigint, created_at timestamptz, balances_after bigint[],
                 missing_accounts bigint[], short_account bigint, short_balance bigint, short_requested bigint)
LANGUAGE plpgsql AS $$
DECLARE
  ids bigint[];
  kinds text[];
  owners integer[];
  bal bigint[];
  start_bal bigint[];
  cnt bigint[];
  deb bigint[];
  req bigint[];
  after bigint[] := '{}';
  entry_nos bigint[] := '{}';
  debits bigint[] := '{}';
  n integer := array_length(p_accounts, 1);
  i integer;
  k integer;
  short integer;
  wanted bigint[];
  tid bigint;
  at timestamptz;
  members integer[];
BEGIN
  SELECT array_agg(DISTINCT a ORDER BY a) INTO wanted FROM unnest(p_accounts) a;
  SELECT array_agg(l.id ORDER BY l.id), array_agg(l.kind ORDER BY l.id), array_agg(l.owner_user_id ORDER BY l.id),
         array_agg(l.balance ORDER BY l.id), array_agg(l.posting_count ORDER BY l.id), array_agg(l.debit_total ORDER BY l.id)
    INTO ids, kinds, owners, bal, cnt, deb
  FROM (SELECT a.id, a.kind, a.owner_user_id, a.balance, a.posting_count, a.debit_total
        FROM ledger_accounts a WHERE a.id = ANY (wanted) ORDER BY a.id FOR NO KEY UPDATE) l;
  IF coalesce(array_length(ids, 1), 0) <> array_length(wanted, 1) THEN
    RETURN QUERY SELECT 'missing'::text, NULL::bigint, NULL::timestamptz, NULL::bigint[],
      ARRAY(SELECT w FROM unnest(wanted) w WHERE ids IS NULL OR NOT (w = ANY (ids))), NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;
  start_bal := bal;
  req := array_fill(0::bigint, ARRAY[array_length(ids, 1)]);
  FOR i IN 1..n LOOP
    k := array_position(ids, p_accounts[i]);
    IF p_amounts[i] < 0 THEN req[k] := req[k] - p_amounts[i]; END IF;
  END LOOP;
  FOR i IN 1..n LOOP
    k := array_position(ids, p_accounts[i]);
    bal[k] := bal[k] + p_amounts[i];
    cnt[k] := cnt[k] + 1;
    IF p_amounts[i] < 0 THEN deb[k] := deb[k] - p_amounts[i]; END IF;
    IF kinds[k] = 'member' AND bal[k] < 0 AND short IS NULL THEN short := k; END IF;
    after := after || bal[k];
    entry_nos := entry_nos || cnt[k];
    debits := debits || deb[k];
  END LOOP;
  IF short IS NOT NULL THEN
    IF EXISTS (SELECT 1 FROM ledger_transfers t WHERE t.reference = p_reference) THEN
      RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::timestamptz, NULL::bigint[], NULL::bigint[], NULL::bigint, NULL::bigint, NULL::bigint;
    ELSE
      RETURN QUERY SELECT 'insufficient'::text, NULL::bigint, NULL::timestamptz, NULL::bigint[], NULL::bigint[], ids[short], start_bal[short], req[short];
    END IF;
    RETURN;
  END IF;

  at := clock_timestamp();
  INSERT INTO ledger_transfers AS t (reference, kind, status, user_id, description, reverses_transfer_id, metadata, created_at, deadline_at, posted_at)
  VALUES (p_reference, p_kind, p_status, p_user_id, p_description, p_reverses, p_metadata, at, p_deadline, CASE WHEN p_status = 'posted' THEN at END)
  ON CONFLICT (reference) DO NOTHING
  RETURNING t.id INTO tid;
  IF tid IS NULL THEN
    RETURN QUERY SELECT 'duplicate'::text, NULL::bigint, NULL::timestamptz, NULL::bigint[], NULL::bigint[], NULL::bigint, NULL::bigint, NULL::bigint;
    RETURN;
  END IF;

  UPDATE ledger_accounts a SET balance = v.balance, posting_count = v.posting_count, debit_total = v.debit_total
  FROM unnest(ids, bal, cnt, deb) AS v(id, balance, posting_count, debit_total)
  WHERE a.id = v.id;

  INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
  SELECT tid, v.account_id, v.amount, v.balance_after, v.entry_no, v.debits_after, at
  FROM unnest(p_accounts, p_amounts, after, entry_nos, debits) WITH ORDINALITY AS v(account_id, amount, balance_after, entry_no, debits_after, ord)
  ORDER BY v.ord;

  IF p_history_kind IS NOT NULL THEN
    SELECT array_agg(DISTINCT u ORDER BY u) INTO members
    FROM unnest(array_append(owners, p_user_id)) u WHERE u IS NOT NULL;
    IF members IS NOT NULL THEN
      WITH counted AS (
        INSERT INTO ledger_member_history AS h (user_id, entry_count)
        SELECT u, 1 FROM unnest(members) u ORDER BY u
        ON CONFLICT (user_id) DO UPDATE SET entry_count = h.entry_count + 1
        RETURNING h.user_id, h.entry_count
      )
      INSERT INTO ledger_member_entries (user_id, seq, transfer_id, kind, created_at)
      SELECT c.user_id, c.entry_count, tid, p_history_kind, at FROM counted c;
    END IF;
  END IF;

  RETURN QUERY SELECT 'ok'::text, tid, at, after, NULL::bigint[], NULL::bigint, NULL::bigint, NULL::bigint;
END
$$;
