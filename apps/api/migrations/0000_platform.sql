CREATE SCHEMA "accounts";
--> statement-breakpoint
CREATE SCHEMA "portal";
--> statement-breakpoint
CREATE TABLE "accounts"."client_services" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"alias" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"url" text,
	"profile_name" text NOT NULL,
	"is_offer_approved" boolean DEFAULT false NOT NULL,
	"approved_offer_id" text,
	"approved_by" uuid,
	"approved_at" timestamp with time zone,
	CONSTRAINT "client_services_customerBin_alias_unique" UNIQUE("customer_bin","alias")
);
--> statement-breakpoint
CREATE TABLE "accounts"."customers" (
	"bin" text PRIMARY KEY NOT NULL,
	"alias" text,
	"customer_name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts"."offers" (
	"id" text PRIMARY KEY NOT NULL,
	"service_alias" text NOT NULL,
	"text_html_ru" text NOT NULL,
	"text_html_en" text NOT NULL,
	"text_html_kk" text NOT NULL,
	"is_current" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "accounts"."user_customers" (
	"user_id" uuid NOT NULL,
	"customer_bin" text NOT NULL,
	CONSTRAINT "user_customers_user_id_customer_bin_pk" PRIMARY KEY("user_id","customer_bin")
);
--> statement-breakpoint
CREATE TABLE "accounts"."users" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"subject" text,
	"username" text NOT NULL,
	"email" text NOT NULL,
	"first_name" text NOT NULL,
	"last_name" text NOT NULL,
	"status" text DEFAULT 'ACTIVE' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_subject_unique" UNIQUE("subject"),
	CONSTRAINT "users_username_unique" UNIQUE("username"),
	CONSTRAINT "users_email_unique" UNIQUE("email")
);
--> statement-breakpoint
CREATE TABLE "portal"."action_log" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"user_id" uuid,
	"msisdn" text,
	"action" text NOT NULL,
	"status" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."feature_profiles" (
	"name" text PRIMARY KEY NOT NULL,
	"access_numbers_page" boolean NOT NULL,
	"access_documents_page" boolean NOT NULL,
	"features" text[] DEFAULT '{}'::text[] NOT NULL,
	"customer_flags" text[] DEFAULT '{}'::text[] NOT NULL,
	"subscriber_flags" text[] DEFAULT '{}'::text[] NOT NULL
);
--> statement-breakpoint
CREATE TABLE "portal"."idempotency_keys" (
	"customer_bin" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"response_status" integer,
	"response_body" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "idempotency_keys_customer_bin_key_pk" PRIMARY KEY("customer_bin","key")
);
--> statement-breakpoint
CREATE TABLE "portal"."idp_store" (
	"model" text NOT NULL,
	"id" text NOT NULL,
	"payload" jsonb NOT NULL,
	"grant_id" text,
	"uid" text,
	"user_code" text,
	"expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "idp_store_model_id_pk" PRIMARY KEY("model","id")
);
--> statement-breakpoint
CREATE TABLE "portal"."mail_outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text_body" text NOT NULL,
	"html_body" text,
	"attachments" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'QUEUED' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."report_requests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"customer_bin" text NOT NULL,
	"user_id" uuid,
	"msisdn" text,
	"report_type" text NOT NULL,
	"params" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"email" text NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "portal"."sessions" (
	"id" text PRIMARY KEY NOT NULL,
	"user_id" uuid NOT NULL,
	"id_token" text NOT NULL,
	"access_token" text NOT NULL,
	"refresh_token" text,
	"token_expires_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "accounts"."client_services" ADD CONSTRAINT "client_services_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "accounts"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts"."client_services" ADD CONSTRAINT "client_services_approved_offer_id_offers_id_fk" FOREIGN KEY ("approved_offer_id") REFERENCES "accounts"."offers"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts"."client_services" ADD CONSTRAINT "client_services_approved_by_users_id_fk" FOREIGN KEY ("approved_by") REFERENCES "accounts"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts"."user_customers" ADD CONSTRAINT "user_customers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "accounts"."user_customers" ADD CONSTRAINT "user_customers_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "accounts"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."action_log" ADD CONSTRAINT "action_log_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."report_requests" ADD CONSTRAINT "report_requests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "portal"."sessions" ADD CONSTRAINT "sessions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "accounts"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "user_customers_customer_bin_index" ON "accounts"."user_customers" USING btree ("customer_bin");--> statement-breakpoint
CREATE INDEX "action_log_customer_bin_created_at_index" ON "portal"."action_log" USING btree ("customer_bin","created_at");--> statement-breakpoint
CREATE INDEX "idp_store_grant_id_index" ON "portal"."idp_store" USING btree ("grant_id");--> statement-breakpoint
CREATE INDEX "idp_store_uid_index" ON "portal"."idp_store" USING btree ("uid");--> statement-breakpoint
CREATE INDEX "mail_outbox_created_at_index" ON "portal"."mail_outbox" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "report_requests_customer_bin_report_type_created_at_index" ON "portal"."report_requests" USING btree ("customer_bin","report_type","created_at");--> statement-breakpoint
CREATE INDEX "sessions_user_id_index" ON "portal"."sessions" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sessions_expires_at_index" ON "portal"."sessions" USING btree ("expires_at");