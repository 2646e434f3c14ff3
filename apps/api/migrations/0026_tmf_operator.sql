-- Decision 032: the TMF operator service's product orders (TMF622) and hub registrations (TMF688),
-- in the operator's own schema; and, on the portal's side, the operator events it has applied, by
-- event id, so an event sent twice (or an event and the polling fallback) applies an order once.
CREATE TABLE "operator"."tmf_product_orders" (
  "id" text PRIMARY KEY NOT NULL,
  "customer_bin" text NOT NULL,
  "external_id" text,
  "category" text NOT NULL,
  "state" text NOT NULL,
  "operation_key" text,
  "body" jsonb NOT NULL,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL,
  "updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "tmf_product_orders_external_id_index" ON "operator"."tmf_product_orders" USING btree ("customer_bin", "external_id");
--> statement-breakpoint
CREATE UNIQUE INDEX "tmf_product_orders_operation_key_index" ON "operator"."tmf_product_orders" USING btree ("operation_key");
--> statement-breakpoint
CREATE TABLE "operator"."tmf_hub_subscriptions" (
  "id" text PRIMARY KEY NOT NULL,
  "callback" text NOT NULL,
  "query" text,
  "created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."operator_events" (
  "event_id" text PRIMARY KEY NOT NULL,
  "received_at" timestamp with time zone DEFAULT now() NOT NULL
);
