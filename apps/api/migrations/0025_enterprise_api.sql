-- Decision 031: the enterprise API. Access tokens per company (only the SHA-256 of the secret is
-- kept), webhook endpoints, the event outbox written in the same transaction as the outcome, and
-- one delivery row per event and endpoint with its attempts.
CREATE TABLE "portal"."api_tokens" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_bin" text NOT NULL,
  "name" text NOT NULL,
  "role" text DEFAULT 'administrator' NOT NULL,
  "token_hash" text NOT NULL,
  "display_prefix" text NOT NULL,
  "created_by" uuid REFERENCES "accounts"."users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "expires_at" timestamp with time zone NOT NULL,
  "revoked_at" timestamp with time zone,
  "last_used_at" timestamp with time zone,
  "last_used_ip" text,
  CONSTRAINT "api_tokens_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE INDEX "api_tokens_customer_bin_created_at_index" ON "portal"."api_tokens" USING btree ("customer_bin","created_at");
--> statement-breakpoint
CREATE TABLE "portal"."webhook_endpoints" (
  "id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
  "customer_bin" text NOT NULL,
  "url" text NOT NULL,
  "description" text DEFAULT '' NOT NULL,
  "secret" text NOT NULL,
  "event_types" text[] NOT NULL,
  "enabled" boolean DEFAULT true NOT NULL,
  "failing_since" timestamp with time zone,
  "disabled_at" timestamp with time zone,
  "created_by" uuid REFERENCES "accounts"."users"("id") ON DELETE SET NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "webhook_endpoints_customer_bin_index" ON "portal"."webhook_endpoints" USING btree ("customer_bin");
--> statement-breakpoint
CREATE TABLE "portal"."webhook_events" (
  "id" text PRIMARY KEY NOT NULL,
  "seq" bigserial NOT NULL,
  "customer_bin" text NOT NULL,
  "type" text NOT NULL,
  "occurred_at" timestamp with time zone DEFAULT now() NOT NULL,
  "data" jsonb NOT NULL,
  "fanned_out_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "webhook_events_pending_index" ON "portal"."webhook_events" USING btree ("seq") WHERE "fanned_out_at" IS NULL;
--> statement-breakpoint
CREATE INDEX "webhook_events_occurred_at_index" ON "portal"."webhook_events" USING btree ("occurred_at");
--> statement-breakpoint
CREATE TABLE "portal"."webhook_deliveries" (
  "id" bigserial PRIMARY KEY NOT NULL,
  "endpoint_id" uuid NOT NULL REFERENCES "portal"."webhook_endpoints"("id") ON DELETE CASCADE,
  "event_id" text NOT NULL REFERENCES "portal"."webhook_events"("id") ON DELETE CASCADE,
  "state" text DEFAULT 'pending' NOT NULL,
  "attempts" integer DEFAULT 0 NOT NULL,
  "last_status" integer,
  "last_latency_ms" integer,
  "last_error" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "last_attempt_at" timestamp with time zone,
  "next_attempt_at" timestamp with time zone,
  "delivered_at" timestamp with time zone
);
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_endpoint_id_id_index" ON "portal"."webhook_deliveries" USING btree ("endpoint_id","id");
--> statement-breakpoint
CREATE INDEX "webhook_deliveries_event_id_index" ON "portal"."webhook_deliveries" USING btree ("event_id");
