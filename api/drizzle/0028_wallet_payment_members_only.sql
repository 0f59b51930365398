-- wallet_payment (0022) checks membership too, when the purpose is for members only (issue 26: membership gates on
-- every path): in the same statement, so the one-round-trip wallet payment stays one round trip. A non-member is
-- answered 'members_only', with the claim left in flight for the caller to record the refusal, as for the gate.
DROP FUNCTION wallet_payment(text, text, text, text, integer, integer, bigint, bigint, bigint, text, text, text, jsonb, text, text, jsonb, text);
--> statement-breakpoint
CREATE FUNCTION wallet_payment(
  p_scope text, p_key text, p_request_hash text, p_claim_token text, p_lock_ms integer,
  p_user_id integer, p_from bigint, p_to bigint, p_amount bigint,
  p_reference text, p_kind text, p_description text, p_metadata jsonb, p_history_kind text,
  p_gate_purpose text, p_reply jsonb, p_balance_key text, p_members_only boolean
) RETURNS TABLE (state text, balance_after bigint, gate_minimum bigint, short_account bigint, short_balance bigint,
                 short_requested bigint, missing_accounts bigint[], key_request_hash text, key_status text,
                 key_response_status integer, key_response_body jsonb, key_expired boolean)
LANGUAGE plpgsql SET plan_cache_mode = force_generic_plan AS $$
DECLARE
  minimum bigint;
  held bigint;
  moved record;
  after bigint;
BEGIN
  IF p_amount IS NULL OR p_amount <= 0 THEN
    RAISE EXCEPTION 'wallet_payment: the amount must be positive, not %', p_amount USING ERRCODE = '22023';
  END IF;

  INSERT INTO idempotency_keys (scope, key, request_hash, status, claim_token, locked_until)
  VALUES (p_scope, p_key, p_request_hash, 'in_flight', p_claim_token, clock_timestamp() + p_lock_ms * interval '1 millisecond')
  ON CONFLICT (scope, key) DO NOTHING;
  IF NOT FOUND THEN
    -- no row when its holder released it in between: the caller takes the general path
    RETURN QUERY SELECT 'key_taken'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[],
      k.request_hash, k.status, k.response_status, k.response_body, k.locked_until < clock_timestamp()
      FROM idempotency_keys k WHERE k.scope = p_scope AND k.key = p_key;
    RETURN;
  END IF;

  IF p_members_only AND NOT coalesce((SELECT u.member_status FROM users u WHERE u.id = p_user_id), false) THEN
    RETURN QUERY SELECT 'members_only'::text, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[],
      NULL::text, NULL::text, NULL::integer, NULL::jsonb, NULL::boolean;
    RETURN;
  END IF;

  IF p_gate_purpose IS NOT NULL THEN
    SELECT s.minimum_shareholding_kobo,
           coalesce((SELECT a.balance FROM ledger_accounts a WHERE a.owner_user_id = p_user_id AND a.purpose = p_gate_purpose), 0)
      INTO minimum, held
      FROM society_settings s WHERE s.id = 1;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'society_settings has no row: run the migrations';
    END IF;
    IF held < minimum THEN
      RETURN QUERY SELECT 'gate'::text, NULL::bigint, minimum, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[],
        NULL::text, NULL::text, NULL::integer, NULL::jsonb, NULL::boolean;
      RETURN;
    END IF;
  END IF;

  SELECT * INTO moved FROM ledger_transfer(p_reference, p_kind, 'posted', p_user_id, p_description, NULL, p_metadata, NULL,
    ARRAY[p_from, p_to], ARRAY[-p_amount, p_amount], p_history_kind);
  IF moved.outcome <> 'ok' THEN
    RETURN QUERY SELECT moved.outcome, NULL::bigint, NULL::bigint, moved.short_account, moved.short_balance, moved.short_requested,
      moved.missing_accounts, NULL::text, NULL::text, NULL::integer, NULL::jsonb, NULL::boolean;
    RETURN;
  END IF;

  after := moved.balances_after[2];
  -- the balance as src/money/money.ts formatKobo writes it: "1234.05"
  UPDATE idempotency_keys
     SET status = 'done', response_status = 200,
         response_body = p_reply || jsonb_build_object(p_balance_key,
           CASE WHEN after < 0 THEN '-' ELSE '' END || (abs(after) / 100)::text || '.' || lpad((abs(after) % 100)::text, 2, '0')),
         completed_at = clock_timestamp(), locked_until = NULL
   WHERE scope = p_scope AND key = p_key AND claim_token = p_claim_token AND status = 'in_flight';
  RETURN QUERY SELECT 'done'::text, after, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint, NULL::bigint[],
    NULL::text, NULL::text, NULL::integer, NULL::jsonb, NULL::boolean;
END
$$;
