-- issue 16: rate-limit counters and sign-in throttling, in PostgreSQL so every server process shares them
CREATE TABLE "portal"."rate_limit_hits" (
	"key" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"hits" integer NOT NULL,
	CONSTRAINT "rate_limit_hits_pkey" PRIMARY KEY("key","window_start")
);
--> statement-breakpoint
CREATE INDEX "rate_limit_hits_window_start_idx" ON "portal"."rate_limit_hits" USING btree ("window_start");
--> statement-breakpoint
CREATE TABLE "portal"."sign_in_failures" (
	"key" text PRIMARY KEY NOT NULL,
	"failures" integer NOT NULL,
	"first_failure_at" timestamp with time zone NOT NULL,
	"last_failure_at" timestamp with time zone NOT NULL,
	"locked_until" timestamp with time zone
);
