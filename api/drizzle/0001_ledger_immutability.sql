-- The ledger is append-only: postings never change, transfers change only their lifecycle
-- (pending → posted | voided, with posted_at / voided_at), accounts keep their identity.
-- Corrections are new reversing transfers. SQLSTATE 23001 (restrict_violation) marks these refusals.
CREATE FUNCTION ledger_postings_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_postings are append-only: % is not allowed', TG_OP USING ERRCODE = 'restrict_violation';
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_update_delete BEFORE UPDATE OR DELETE ON ledger_postings
  FOR EACH ROW EXECUTE FUNCTION ledger_postings_append_only();
--> statement-breakpoint
CREATE TRIGGER ledger_postings_no_truncate BEFORE TRUNCATE ON ledger_postings
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_postings_append_only();
--> statement-breakpoint
CREATE FUNCTION ledger_transfers_lifecycle_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'ledger_transfers cannot be removed (%): corrections are new reversing transfers', TG_OP
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.id, NEW.reference, NEW.kind, NEW.user_id, NEW.description, NEW.reverses_transfer_id, NEW.metadata, NEW.created_at, NEW.deadline_at)
     IS DISTINCT FROM
     (OLD.id, OLD.reference, OLD.kind, OLD.user_id, OLD.description, OLD.reverses_transfer_id, OLD.metadata, OLD.created_at, OLD.deadline_at) THEN
    RAISE EXCEPTION 'ledger_transfers % : only status, posted_at and voided_at may change', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  IF NEW.status IS DISTINCT FROM OLD.status THEN
    IF OLD.status <> 'pending' OR NEW.status NOT IN ('posted', 'voided') THEN
      RAISE EXCEPTION 'ledger_transfers % : status cannot change from % to %', OLD.id, OLD.status, NEW.status
        USING ERRCODE = 'restrict_violation';
    END IF;
  ELSIF (NEW.posted_at, NEW.voided_at) IS DISTINCT FROM (OLD.posted_at, OLD.voided_at) THEN
    RAISE EXCEPTION 'ledger_transfers % : posted_at and voided_at change only with the status', OLD.id
      USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_guard BEFORE UPDATE OR DELETE ON ledger_transfers
  FOR EACH ROW EXECUTE FUNCTION ledger_transfers_lifecycle_only();
--> statement-breakpoint
CREATE TRIGGER ledger_transfers_no_truncate BEFORE TRUNCATE ON ledger_transfers
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_transfers_lifecycle_only();
--> statement-breakpoint
CREATE FUNCTION ledger_accounts_identity_fixed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'UPDATE' THEN
    RAISE EXCEPTION 'ledger_accounts cannot be removed (%)', TG_OP USING ERRCODE = 'restrict_violation';
  END IF;
  IF (NEW.owner_user_id, NEW.purpose, NEW.kind) IS DISTINCT FROM (OLD.owner_user_id, OLD.purpose, OLD.kind) THEN
    RAISE EXCEPTION 'ledger_accounts % : owner, purpose and kind cannot change', OLD.id USING ERRCODE = 'restrict_violation';
  END IF;
  RETURN NEW;
END
$$;
--> statement-breakpoint
-- column-specific: balance updates on the hot path do not fire it
CREATE TRIGGER ledger_accounts_identity BEFORE UPDATE OF owner_user_id, purpose, kind OR DELETE ON ledger_accounts
  FOR EACH ROW EXECUTE FUNCTION ledger_accounts_identity_fixed();
--> statement-breakpoint
CREATE TRIGGER ledger_accounts_no_truncate BEFORE TRUNCATE ON ledger_accounts
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_accounts_identity_fixed();
