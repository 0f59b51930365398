-- ledger_transfer (0020) with one condition more. Under a generic plan the planner does not know that the accounts
-- to update are the call's two or three: on a small accounts table it chose to read the whole table and hash-join it to
-- them (seen with auto_explain on 1,001 accounts), a plan kept for every later call. `a.id = ANY (ids)` makes the
-- accounts an index lookup whatever join the planner picks (test/ledger/transfer.test.ts counts sequential scans).
CREATE OR REPLACE FUNCTION ledger_transfer(
  p_reference text, p_kind text, p_status text, p_user_id integer, p_description text, p_reverses bigint,
  p_metadata jsonb, p_deadline timestamptz, p_accounts bigint[], p_amounts bigint[], p_history_kind text
) RETURNS TABLE (outcome text, transfer_id bigint, created_at timestamptz, balances_after bigint[],
                 missing_accounts bigint[], short_account bigint, short_balance bigint, short_requested bigint)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
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
  missing bigint[] := '{}';
  tid bigint;
  at timestamptz;
BEGIN
  SELECT array_agg(l.id ORDER BY l.id), array_agg(l.kind ORDER BY l.id), array_agg(l.owner_user_id ORDER BY l.id),
         array_agg(l.balance ORDER BY l.id), array_agg(l.posting_count ORDER BY l.id), array_agg(l.debit_total ORDER BY l.id)
    INTO ids, kinds, owners, bal, cnt, deb
  FROM (SELECT a.id, a.kind, a.owner_user_id, a.balance, a.posting_count, a.debit_total
        FROM ledger_accounts a WHERE a.id = ANY (p_accounts) ORDER BY a.id FOR NO KEY UPDATE) l;
  FOR i IN 1..n LOOP
    IF ids IS NULL OR array_position(ids, p_accounts[i]) IS NULL THEN missing := missing || p_accounts[i]; END IF;
  END LOOP;
  IF missing <> '{}' THEN
    RETURN QUERY SELECT 'missing'::text, NULL::bigint, NULL::timestamptz, NULL::bigint[],
      ARRAY(SELECT DISTINCT m FROM unnest(missing) m ORDER BY m), NULL::bigint, NULL::bigint, NULL::bigint;
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
  WHERE a.id = ANY (ids) AND a.id = v.id;

  INSERT INTO ledger_postings (transfer_id, account_id, amount, balance_after, entry_no, debits_after, created_at)
  SELECT tid, v.account_id, v.amount, v.balance_after, v.entry_no, v.debits_after, at
  FROM unnest(p_accounts, p_amounts, after, entry_nos, debits) WITH ORDINALITY AS v(account_id, amount, balance_after, entry_no, debits_after, ord)
  ORDER BY v.ord;

  IF p_history_kind IS NOT NULL THEN
    WITH counted AS (
      INSERT INTO ledger_member_history AS h (user_id, entry_count)
      SELECT DISTINCT u, 1 FROM unnest(array_append(owners, p_user_id)) u WHERE u IS NOT NULL ORDER BY u
      ON CONFLICT (user_id) DO UPDATE SET entry_count = h.entry_count + 1
      RETURNING h.user_id, h.entry_count
    )
    INSERT INTO ledger_member_entries (user_id, seq, transfer_id, kind, created_at)
    SELECT c.user_id, c.entry_count, tid, p_history_kind, at FROM counted c;
  END IF;

  RETURN QUERY SELECT 'ok'::text, tid, at, after, NULL::bigint[], NULL::bigint, NULL::bigint, NULL::bigint;
END
$$;
