-- Decision 033: every server process keeps the signed-in requests' session, user and company access
-- in memory; a change to what that cache holds is announced on the channel `kabinet_auth`, so every
-- process drops the entry within moments of the commit (NOTIFY is sent at commit, never for a
-- rolled-back change). Payloads: `s:<session id>`, `u:<user id>`, `c:<company BIN>`, `*` (all).
CREATE FUNCTION "portal"."notify_auth_change"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	prefix text := TG_ARGV[0];
	column_name text := TG_ARGV[1];
BEGIN
	-- a TRUNCATE or a change to what every entry shares (a feature profile): everything goes
	IF TG_OP = 'TRUNCATE' OR column_name IS NULL THEN
		PERFORM pg_notify('kabinet_auth', '*');
		RETURN NULL;
	END IF;
	IF TG_OP <> 'INSERT' THEN
		PERFORM pg_notify('kabinet_auth', prefix || ':' || (to_jsonb(OLD) ->> column_name));
	END IF;
	IF TG_OP <> 'DELETE' THEN
		-- identical payloads in one transaction are folded by PostgreSQL into one
		PERFORM pg_notify('kabinet_auth', prefix || ':' || (to_jsonb(NEW) ->> column_name));
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
-- a session ends (sign-out, a refused refresh, a new sign-in over it). Rows already expired are
-- purged silently: a cached session is refused once its cached expiry passes, and the cached expiry
-- is never later than the row's (the idle expiry only ever slides forward)
CREATE TRIGGER "sessions_auth_change" AFTER DELETE ON "portal"."sessions"
	FOR EACH ROW WHEN (OLD."expires_at" > now()) EXECUTE FUNCTION "portal"."notify_auth_change"('s', 'id');
--> statement-breakpoint
-- the rows that make up a user's access: their account, companies, role and scope (`u:`), and a
-- company's selfcare service (`c:`)
DO $$
DECLARE
	t record;
BEGIN
	FOR t IN SELECT * FROM (VALUES
		('accounts', 'users', 'u', 'id'),
		('accounts', 'user_customers', 'u', 'user_id'),
		('portal', 'team_roles', 'u', 'user_id'),
		('portal', 'team_role_groups', 'u', 'user_id'),
		('accounts', 'client_services', 'c', 'customer_bin')
	) AS v(schema_name, table_name, prefix, column_name) LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER INSERT OR UPDATE OR DELETE ON %I.%I FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"(%L, %L)',
			t.table_name || '_auth_change', t.schema_name, t.table_name, t.prefix, t.column_name);
	END LOOP;
	-- a feature profile is shared by every company of its kind; TRUNCATE (tests, a restore) fires no row trigger
	CREATE TRIGGER "feature_profiles_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "portal"."feature_profiles"
		FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
	FOR t IN SELECT * FROM (VALUES
		('portal', 'sessions'), ('accounts', 'users'), ('accounts', 'user_customers'), ('portal', 'team_roles'),
		('portal', 'team_role_groups'), ('accounts', 'client_services'), ('portal', 'feature_profiles')
	) AS v(schema_name, table_name) LOOP
		EXECUTE format(
			'CREATE TRIGGER %I AFTER TRUNCATE ON %I.%I FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"(''*'')',
			t.table_name || '_auth_truncate', t.schema_name, t.table_name);
	END LOOP;
END;
$$;
--> statement-breakpoint
-- new tokens (a refresh by any process): every process takes the session's new expiry from the row
CREATE TRIGGER "sessions_tokens_change" AFTER UPDATE OF "token_expires_at", "refresh_token" ON "portal"."sessions"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('s', 'id');
--> statement-breakpoint
-- a refresh of a session's IdP tokens is claimed for a while (one short statement) instead of holding
-- the row locked in a transaction while the IdP answers: under load those transactions held the
-- pool's connections that the IdP itself and the requests needed
ALTER TABLE "portal"."sessions" ADD COLUMN "refresh_claimed_until" timestamp with time zone;
