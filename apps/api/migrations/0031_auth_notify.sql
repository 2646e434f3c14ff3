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
CREATE TRIGGER "users_auth_change" AFTER UPDATE OR DELETE ON "accounts"."users"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('u', 'id');
--> statement-breakpoint
CREATE TRIGGER "user_customers_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "accounts"."user_customers"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "team_roles_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "portal"."team_roles"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "team_role_groups_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "portal"."team_role_groups"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('u', 'user_id');
--> statement-breakpoint
CREATE TRIGGER "client_services_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "accounts"."client_services"
	FOR EACH ROW EXECUTE FUNCTION "portal"."notify_auth_change"('c', 'customer_bin');
--> statement-breakpoint
CREATE TRIGGER "feature_profiles_auth_change" AFTER INSERT OR UPDATE OR DELETE ON "portal"."feature_profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_truncate" AFTER TRUNCATE ON "portal"."sessions"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "users_auth_truncate" AFTER TRUNCATE ON "accounts"."users"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "user_customers_auth_truncate" AFTER TRUNCATE ON "accounts"."user_customers"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "team_roles_auth_truncate" AFTER TRUNCATE ON "portal"."team_roles"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "team_role_groups_auth_truncate" AFTER TRUNCATE ON "portal"."team_role_groups"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "client_services_auth_truncate" AFTER TRUNCATE ON "accounts"."client_services"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
--> statement-breakpoint
CREATE TRIGGER "feature_profiles_auth_truncate" AFTER TRUNCATE ON "portal"."feature_profiles"
	FOR EACH STATEMENT EXECUTE FUNCTION "portal"."notify_auth_change"('*');
