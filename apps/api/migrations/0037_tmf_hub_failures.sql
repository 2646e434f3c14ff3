-- decision 032: the operator service's hub counts a listener's failed deliveries in a row, backs
-- off from it and removes it once it has failed long and often enough (a crashed portal never
-- unsubscribes); kept here so a restart of the service does not forget a failing listener
ALTER TABLE "operator"."tmf_hub_subscriptions" ADD COLUMN "failed_deliveries" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "operator"."tmf_hub_subscriptions" ADD COLUMN "failing_since" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "operator"."tmf_hub_subscriptions" ADD COLUMN "next_attempt_at" timestamp with time zone;
