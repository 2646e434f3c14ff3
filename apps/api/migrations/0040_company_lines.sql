-- Decision 034: the company's lines as the portal's own index, a read model filled from the
-- operator's TMF637 product list and kept fresh by its TMF688 events and a reconciliation. It holds
-- what the numbers list shows, filters and sorts on (the card's facts, roaming, a registered device);
-- what the portal owns itself (labels, comments, cost centres, groups) stays in its own tables.
CREATE TABLE "portal"."company_lines" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_number" text COLLATE "C" NOT NULL,
	"iccid" text COLLATE "C" NOT NULL,
	"is_esim" boolean NOT NULL,
	"tariff_id" text NOT NULL,
	"tariff_name_ru" text NOT NULL,
	"tariff_name_en" text NOT NULL,
	"tariff_name_kk" text NOT NULL,
	"is_workmate" boolean NOT NULL,
	"type" text NOT NULL,
	"is_m2m_subscriber" boolean NOT NULL,
	"lc_state_id" integer NOT NULL,
	"lc_name_ru" text NOT NULL,
	"lc_name_en" text NOT NULL,
	"lc_name_kk" text NOT NULL,
	"lc_state_date" timestamp with time zone,
	"state" text NOT NULL,
	"remaining_units_to_spend" bigint,
	"credit_limit" bigint,
	"available_by_credit_limit_or_pia_balance" bigint,
	"own_flags" text[],
	"is_in_roaming" boolean NOT NULL,
	"has_registered_device" boolean NOT NULL,
	-- when this line was last read from the operator (a sync's page, an event, an action's refresh)
	"indexed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- the list's search, filters and sorts within the company (decisions 004, 024: migration 0019's design)
CREATE INDEX "company_lines_customer_msisdn_idx" ON "portal"."company_lines" ("customer_bin", "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_account_idx" ON "portal"."company_lines" ("customer_bin", "account_number", "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_type_idx" ON "portal"."company_lines" ("customer_bin", "type", "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_iccid_idx" ON "portal"."company_lines" ("customer_bin", "iccid");
--> statement-breakpoint
CREATE INDEX "company_lines_msisdn_trgm_idx" ON "portal"."company_lines" USING gin ("customer_bin", "msisdn" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "company_lines_iccid_trgm_idx" ON "portal"."company_lines" USING gin ("customer_bin", "iccid" gin_trgm_ops);
--> statement-breakpoint
CREATE INDEX "company_lines_customer_state_idx" ON "portal"."company_lines" ("customer_bin", "lc_state_id", "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_tariff_idx" ON "portal"."company_lines" ("customer_bin", "tariff_id", "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_balance_idx" ON "portal"."company_lines" ("customer_bin", "available_by_credit_limit_or_pia_balance" NULLS LAST, "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_balance_desc_idx" ON "portal"."company_lines" ("customer_bin", "available_by_credit_limit_or_pia_balance" NULLS FIRST, "msisdn");
--> statement-breakpoint
CREATE INDEX "company_lines_customer_pending_idx" ON "portal"."company_lines" ("customer_bin", "msisdn") WHERE "state" = 'PENDING';
--> statement-breakpoint
CREATE INDEX "company_lines_customer_esim_idx" ON "portal"."company_lines" ("customer_bin", "msisdn") WHERE "is_esim";
--> statement-breakpoint
CREATE INDEX "company_lines_customer_roaming_idx" ON "portal"."company_lines" ("customer_bin", "msisdn") WHERE "is_in_roaming";
--> statement-breakpoint
CREATE INDEX "company_lines_customer_device_idx" ON "portal"."company_lines" ("customer_bin", "msisdn") WHERE "has_registered_device";
--> statement-breakpoint
-- a company's index as a whole: when a sync last read every line (the list's freshness)
CREATE TABLE "portal"."company_line_syncs" (
	"customer_bin" text PRIMARY KEY NOT NULL,
	"started_at" timestamp with time zone,
	"reconciled_at" timestamp with time zone,
	"lines" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
-- the lines a portal action changed, to be read again from the operator (the refresh job drains it)
CREATE TABLE "portal"."company_line_refreshes" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"queued_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "company_line_refreshes_queued_idx" ON "portal"."company_line_refreshes" ("queued_at");
--> statement-breakpoint
-- The reference operator tells who listens (its TMF688 hub) which lines changed: one notice per
-- statement, `kind:bin:msisdn` items (C created, U an attribute changed, S the state changed, D
-- deleted); a statement of more than 100 lines names only its companies (`C:bin:*`), which the
-- portal's reconciliation brings up to date.
CREATE FUNCTION "operator"."notify_line_changes"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	items text[];
BEGIN
	IF TG_TABLE_NAME = 'subscribers' AND TG_OP = 'UPDATE' THEN
		SELECT array_agg(DISTINCT (CASE WHEN b.lc_state_id IS DISTINCT FROM c.lc_state_id OR b.state IS DISTINCT FROM c.state
		                                THEN 'S' ELSE 'U' END) || ':' || c.customer_bin || ':' || c.msisdn)
		  INTO items FROM changed c LEFT JOIN previous b ON b.msisdn = c.msisdn;
	ELSIF TG_TABLE_NAME = 'subscribers' THEN
		SELECT array_agg(DISTINCT left(TG_OP, 1) || ':' || c.customer_bin || ':' || c.msisdn) INTO items FROM changed c;
	ELSE
		SELECT array_agg(DISTINCT 'U:' || s.customer_bin || ':' || s.msisdn) INTO items
		  FROM changed c JOIN operator.subscribers s ON s.msisdn = c.msisdn;
	END IF;
	IF items IS NULL THEN RETURN NULL; END IF;
	IF cardinality(items) > 100 THEN
		SELECT array_agg(DISTINCT 'C:' || split_part(i, ':', 2) || ':*') INTO items FROM unnest(items) i;
	END IF;
	PERFORM pg_notify('operator_lines', array_to_string(items, ','));
	RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER "subscribers_line_inserts" AFTER INSERT ON "operator"."subscribers" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_line_updates" AFTER UPDATE ON "operator"."subscribers" REFERENCING OLD TABLE AS previous NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "subscribers_line_deletes" AFTER DELETE ON "operator"."subscribers" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "subscriber_locations_line_inserts" AFTER INSERT ON "operator"."subscriber_locations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "subscriber_locations_line_updates" AFTER UPDATE ON "operator"."subscriber_locations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "subscriber_locations_line_deletes" AFTER DELETE ON "operator"."subscriber_locations" REFERENCING OLD TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "device_registrations_line_inserts" AFTER INSERT ON "operator"."device_registrations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
--> statement-breakpoint
CREATE TRIGGER "device_registrations_line_updates" AFTER UPDATE ON "operator"."device_registrations" REFERENCING NEW TABLE AS changed FOR EACH STATEMENT EXECUTE FUNCTION "operator"."notify_line_changes"();
