CREATE SCHEMA "operator";
--> statement-breakpoint
CREATE TABLE "operator"."billing_accounts" (
	"account_number" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_type" text NOT NULL,
	"payment_type" text NOT NULL,
	"balance" bigint DEFAULT 0 NOT NULL,
	"opened_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "billing_accounts_number_format" CHECK ("operator"."billing_accounts"."account_number" ~ '^[0-9]{1,18}$')
);
--> statement-breakpoint
CREATE TABLE "operator"."customers" (
	"bin" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"is_debtor" boolean DEFAULT false NOT NULL,
	"is_penalty_notice" boolean DEFAULT false NOT NULL,
	"contact_email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "customers_bin_format" CHECK ("operator"."customers"."bin" ~ '^[0-9]{12}$')
);
--> statement-breakpoint
CREATE TABLE "operator"."lifecycle_states" (
	"id" integer PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"is_active" boolean NOT NULL,
	CONSTRAINT "lifecycle_states_code_unique" UNIQUE("code")
);
--> statement-breakpoint
CREATE TABLE "operator"."tariffs" (
	"id" text PRIMARY KEY NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"is_workmate" boolean DEFAULT false NOT NULL,
	"payment_type" text,
	"monthly_fee" bigint DEFAULT 0 NOT NULL,
	"is_fallback" boolean DEFAULT false NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."bans" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"is_set" boolean NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."esim_profiles" (
	"icc" text COLLATE "C" PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C",
	"activation_code" text NOT NULL,
	"state" text DEFAULT 'AVAILABLE' NOT NULL,
	"reserved_at" timestamp with time zone,
	"qr_expires_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "esim_profiles_icc_format" CHECK ("operator"."esim_profiles"."icc" ~ '^8999702[0-9]{13}$')
);
--> statement-breakpoint
CREATE TABLE "operator"."forwarding_settings" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"is_forwarding_on" boolean DEFAULT false NOT NULL,
	"default_to" text,
	"busy_to" text,
	"no_answer_to" text,
	"unavailable_to" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."secret_codes" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"code_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."subscribers" (
	"msisdn" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_number" text COLLATE "C" NOT NULL,
	"account_type" text NOT NULL,
	"iccid" text COLLATE "C" NOT NULL,
	"iccid_change_date" timestamp with time zone,
	"pin1" text NOT NULL,
	"pin2" text NOT NULL,
	"puk1" text NOT NULL,
	"puk2" text NOT NULL,
	"imei" text,
	"esim" boolean DEFAULT false NOT NULL,
	"reg_no" text,
	"tariff_id" text NOT NULL,
	"type" text NOT NULL,
	"is_m_2m_subscriber" boolean DEFAULT false NOT NULL,
	"lc_state_id" integer NOT NULL,
	"lc_state_date" timestamp with time zone NOT NULL,
	"state" text NOT NULL,
	"status" text NOT NULL,
	"label" text,
	"comment" text,
	"remaining_units_to_spend" bigint,
	"personal_limit" bigint,
	"personal_available_balance" bigint,
	"credit_limit" bigint,
	"available_by_credit_limit_or_pia_balance" bigint,
	"spending_units_limit" bigint,
	"debt_balance" bigint,
	"is_sms_ussd_mgm_ban_enabled" boolean DEFAULT false NOT NULL,
	"is_app_access_blocked" boolean DEFAULT false NOT NULL,
	"has_app_call_details_access" boolean DEFAULT true NOT NULL,
	"subscriber_flags" text[],
	"activated_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscribers_iccid_unique" UNIQUE("iccid"),
	CONSTRAINT "subscribers_msisdn_format" CHECK ("operator"."subscribers"."msisdn" ~ '^7[0-9]{9}$'),
	CONSTRAINT "subscribers_iccid_format" CHECK ("operator"."subscribers"."iccid" ~ '^8999702[0-9]{13}$'),
	CONSTRAINT "subscribers_imei_format" CHECK ("operator"."subscribers"."imei" ~ '^[0-9]{15}$'),
	CONSTRAINT "subscribers_label_length" CHECK (char_length("operator"."subscribers"."label") <= 20),
	CONSTRAINT "subscribers_comment_length" CHECK (char_length("operator"."subscribers"."comment") <= 50)
);
--> statement-breakpoint
CREATE TABLE "operator"."bonus_groups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"product_id" text,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."bonuses" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"group_id" bigint NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"is_unlim" boolean DEFAULT false NOT NULL,
	"amount" bigint,
	"max_amount" bigint,
	"unit" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator"."contract_phones" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"product_id" text NOT NULL,
	"device_name" text NOT NULL,
	"device_type" text NOT NULL,
	"status" text NOT NULL,
	"start_date" timestamp with time zone NOT NULL,
	"end_date" timestamp with time zone NOT NULL,
	"duration_months" integer NOT NULL,
	"recurring_pay" bigint NOT NULL,
	"price_factor" bigint NOT NULL,
	"name" text NOT NULL,
	"terminated_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator"."product_incompatibilities" (
	"product_id" text NOT NULL,
	"incompatible_product_id" text NOT NULL,
	"incompatible_type" text NOT NULL,
	CONSTRAINT "product_incompatibilities_product_id_incompatible_product_id_pk" PRIMARY KEY("product_id","incompatible_product_id")
);
--> statement-breakpoint
CREATE TABLE "operator"."products" (
	"product_offering_id" text PRIMARY KEY NOT NULL,
	"type" text NOT NULL,
	"category" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text NOT NULL,
	"name_kk" text NOT NULL,
	"description_ru" text NOT NULL,
	"description_en" text NOT NULL,
	"description_kk" text NOT NULL,
	"link_ru" text,
	"link_en" text,
	"link_kk" text,
	"fee_type" text NOT NULL,
	"fee" bigint NOT NULL,
	"validity_days" integer,
	"traffic_volume_mb" integer,
	"bonuses_ru" text,
	"bonuses_en" text,
	"bonuses_kk" text,
	"is_renewable" boolean DEFAULT false NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	"tariff_ids" text[],
	"payment_type" text,
	"sort_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."status_change_blocks" (
	"product_id" text PRIMARY KEY NOT NULL,
	"blocked_change_status" text NOT NULL,
	"message_active_ru" text NOT NULL,
	"message_active_en" text NOT NULL,
	"message_active_kk" text NOT NULL,
	"message_suspend_ru" text NOT NULL,
	"message_suspend_en" text NOT NULL,
	"message_suspend_kk" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."subscriber_products" (
	"msisdn" text COLLATE "C" NOT NULL,
	"product_id" text NOT NULL,
	"status" text NOT NULL,
	"state" text NOT NULL,
	"pending_action" text,
	"connected_at" timestamp with time zone,
	"available_until" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "subscriber_products_msisdn_product_id_pk" PRIMARY KEY("msisdn","product_id")
);
--> statement-breakpoint
CREATE TABLE "operator"."balance_ledger" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"kind" text NOT NULL,
	"amount" bigint NOT NULL,
	"balance_after" bigint NOT NULL,
	"reference" text,
	"idempotency_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."debts" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_number" text COLLATE "C" NOT NULL,
	"bill_month" date NOT NULL,
	"invoice_number" text COLLATE "C",
	"due_date" date NOT NULL,
	"debt" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."invoice_lines" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"invoice_number" text COLLATE "C" NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"charge_type" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."invoices" (
	"invoice_number" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_number" text COLLATE "C" NOT NULL,
	"period_month" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"amount" bigint NOT NULL,
	"paid_amount" bigint DEFAULT 0 NOT NULL,
	CONSTRAINT "invoices_number_format" CHECK ("operator"."invoices"."invoice_number" ~ '^[0-9]{27}$')
);
--> statement-breakpoint
CREATE TABLE "operator"."payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"account_number" text COLLATE "C" NOT NULL,
	"msisdn" text COLLATE "C",
	"payment_date" timestamp with time zone NOT NULL,
	"payment_amount" bigint NOT NULL,
	"document_number" text,
	"comment" text,
	"balance_before" bigint,
	"balance_after" bigint
);
--> statement-breakpoint
CREATE TABLE "operator"."top_ups" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"recharge_date" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"comments" text,
	"amount" bigint NOT NULL,
	"balance_before" bigint NOT NULL,
	"balance_after" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."undisclosed_payments" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"payment_date" timestamp with time zone NOT NULL,
	"number" text NOT NULL,
	"total" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."usage_records" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"type" text NOT NULL,
	"description" text NOT NULL,
	"duration_sec" integer,
	"units" bigint NOT NULL,
	"unit" text NOT NULL,
	"amount" bigint NOT NULL
);
--> statement-breakpoint
CREATE TABLE "operator"."ceir_orders" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"imei" text NOT NULL,
	"insert_time" timestamp with time zone NOT NULL,
	"request_type" text NOT NULL,
	"state" text NOT NULL,
	"failure_message" text,
	"old_msisdn" text,
	"old_document" text,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator"."device_registrations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"imei" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"owner_document" text NOT NULL,
	"is_pending" boolean DEFAULT false NOT NULL,
	"state" text NOT NULL,
	"registered_at" timestamp with time zone NOT NULL,
	"removed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator"."pending_operations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"subject" text DEFAULT '' NOT NULL,
	"payload" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'PENDING' NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "operator"."sms_messages" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"text" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator"."billing_accounts" ADD CONSTRAINT "billing_accounts_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."bans" ADD CONSTRAINT "bans_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."esim_profiles" ADD CONSTRAINT "esim_profiles_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."forwarding_settings" ADD CONSTRAINT "forwarding_settings_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."secret_codes" ADD CONSTRAINT "secret_codes_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscribers" ADD CONSTRAINT "subscribers_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscribers" ADD CONSTRAINT "subscribers_account_number_billing_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "operator"."billing_accounts"("account_number") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscribers" ADD CONSTRAINT "subscribers_tariff_id_tariffs_id_fk" FOREIGN KEY ("tariff_id") REFERENCES "operator"."tariffs"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscribers" ADD CONSTRAINT "subscribers_lc_state_id_lifecycle_states_id_fk" FOREIGN KEY ("lc_state_id") REFERENCES "operator"."lifecycle_states"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."bonus_groups" ADD CONSTRAINT "bonus_groups_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."bonus_groups" ADD CONSTRAINT "bonus_groups_product_id_products_product_offering_id_fk" FOREIGN KEY ("product_id") REFERENCES "operator"."products"("product_offering_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."bonuses" ADD CONSTRAINT "bonuses_group_id_bonus_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "operator"."bonus_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."contract_phones" ADD CONSTRAINT "contract_phones_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."product_incompatibilities" ADD CONSTRAINT "product_incompatibilities_product_id_products_product_offering_id_fk" FOREIGN KEY ("product_id") REFERENCES "operator"."products"("product_offering_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."product_incompatibilities" ADD CONSTRAINT "product_incompatibilities_incompatible_product_id_products_product_offering_id_fk" FOREIGN KEY ("incompatible_product_id") REFERENCES "operator"."products"("product_offering_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."status_change_blocks" ADD CONSTRAINT "status_change_blocks_product_id_products_product_offering_id_fk" FOREIGN KEY ("product_id") REFERENCES "operator"."products"("product_offering_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscriber_products" ADD CONSTRAINT "subscriber_products_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."subscriber_products" ADD CONSTRAINT "subscriber_products_product_id_products_product_offering_id_fk" FOREIGN KEY ("product_id") REFERENCES "operator"."products"("product_offering_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."balance_ledger" ADD CONSTRAINT "balance_ledger_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."debts" ADD CONSTRAINT "debts_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."debts" ADD CONSTRAINT "debts_account_number_billing_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "operator"."billing_accounts"("account_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."invoice_lines" ADD CONSTRAINT "invoice_lines_invoice_number_invoices_invoice_number_fk" FOREIGN KEY ("invoice_number") REFERENCES "operator"."invoices"("invoice_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."invoices" ADD CONSTRAINT "invoices_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."invoices" ADD CONSTRAINT "invoices_account_number_billing_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "operator"."billing_accounts"("account_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."payments" ADD CONSTRAINT "payments_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."payments" ADD CONSTRAINT "payments_account_number_billing_accounts_account_number_fk" FOREIGN KEY ("account_number") REFERENCES "operator"."billing_accounts"("account_number") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."top_ups" ADD CONSTRAINT "top_ups_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."undisclosed_payments" ADD CONSTRAINT "undisclosed_payments_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."usage_records" ADD CONSTRAINT "usage_records_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "operator"."ceir_orders" ADD CONSTRAINT "ceir_orders_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "billing_accounts_customer_bin_index" ON "operator"."billing_accounts" USING btree ("customer_bin");--> statement-breakpoint
CREATE INDEX "bans_msisdn_created_at_index" ON "operator"."bans" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "esim_profiles_msisdn_index" ON "operator"."esim_profiles" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "esim_profiles_free_idx" ON "operator"."esim_profiles" USING btree ("state") WHERE "operator"."esim_profiles"."msisdn" is null;--> statement-breakpoint
CREATE INDEX "subscribers_customer_msisdn_idx" ON "operator"."subscribers" USING btree ("customer_bin","msisdn");--> statement-breakpoint
CREATE INDEX "subscribers_customer_account_idx" ON "operator"."subscribers" USING btree ("customer_bin","account_number","msisdn");--> statement-breakpoint
CREATE INDEX "subscribers_customer_type_idx" ON "operator"."subscribers" USING btree ("customer_bin","type","msisdn");--> statement-breakpoint
CREATE INDEX "subscribers_customer_iccid_idx" ON "operator"."subscribers" USING btree ("customer_bin","iccid");--> statement-breakpoint
CREATE INDEX "subscribers_msisdn_trgm_idx" ON "operator"."subscribers" USING gin ("customer_bin","msisdn" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_iccid_trgm_idx" ON "operator"."subscribers" USING gin ("customer_bin","iccid" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_label_trgm_idx" ON "operator"."subscribers" USING gin ("customer_bin","label" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_comment_trgm_idx" ON "operator"."subscribers" USING gin ("customer_bin","comment" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "subscribers_imei_idx" ON "operator"."subscribers" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "bonus_groups_msisdn_index" ON "operator"."bonus_groups" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "bonuses_group_id_index" ON "operator"."bonuses" USING btree ("group_id");--> statement-breakpoint
CREATE INDEX "contract_phones_msisdn_index" ON "operator"."contract_phones" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "contract_phones_active_idx" ON "operator"."contract_phones" USING btree ("msisdn") WHERE "operator"."contract_phones"."status" <> 'TERMINATED';--> statement-breakpoint
CREATE INDEX "product_incompatibilities_incompatible_product_id_index" ON "operator"."product_incompatibilities" USING btree ("incompatible_product_id");--> statement-breakpoint
CREATE INDEX "subscriber_products_product_id_index" ON "operator"."subscriber_products" USING btree ("product_id");--> statement-breakpoint
CREATE INDEX "balance_ledger_msisdn_created_at_index" ON "operator"."balance_ledger" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "balance_ledger_idempotency_idx" ON "operator"."balance_ledger" USING btree ("idempotency_key","msisdn") WHERE "operator"."balance_ledger"."idempotency_key" is not null;--> statement-breakpoint
CREATE INDEX "debts_customer_bin_bill_month_index" ON "operator"."debts" USING btree ("customer_bin","bill_month");--> statement-breakpoint
CREATE INDEX "invoice_lines_invoice_number_msisdn_index" ON "operator"."invoice_lines" USING btree ("invoice_number","msisdn");--> statement-breakpoint
CREATE INDEX "invoice_lines_msisdn_index" ON "operator"."invoice_lines" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "invoices_customer_bin_period_month_index" ON "operator"."invoices" USING btree ("customer_bin","period_month");--> statement-breakpoint
CREATE INDEX "invoices_account_number_period_month_index" ON "operator"."invoices" USING btree ("account_number","period_month");--> statement-breakpoint
CREATE INDEX "payments_customer_bin_payment_date_index" ON "operator"."payments" USING btree ("customer_bin","payment_date");--> statement-breakpoint
CREATE INDEX "payments_account_number_payment_date_index" ON "operator"."payments" USING btree ("account_number","payment_date");--> statement-breakpoint
CREATE INDEX "payments_msisdn_index" ON "operator"."payments" USING btree ("msisdn");--> statement-breakpoint
CREATE INDEX "top_ups_msisdn_recharge_date_index" ON "operator"."top_ups" USING btree ("msisdn","recharge_date");--> statement-breakpoint
CREATE INDEX "undisclosed_payments_customer_bin_payment_date_index" ON "operator"."undisclosed_payments" USING btree ("customer_bin","payment_date");--> statement-breakpoint
CREATE INDEX "usage_records_msisdn_occurred_at_index" ON "operator"."usage_records" USING btree ("msisdn","occurred_at");--> statement-breakpoint
CREATE INDEX "ceir_orders_msisdn_insert_time_index" ON "operator"."ceir_orders" USING btree ("msisdn","insert_time");--> statement-breakpoint
CREATE INDEX "device_registrations_imei_index" ON "operator"."device_registrations" USING btree ("imei");--> statement-breakpoint
CREATE INDEX "device_registrations_msisdn_index" ON "operator"."device_registrations" USING btree ("msisdn");--> statement-breakpoint
CREATE UNIQUE INDEX "device_registrations_live_idx" ON "operator"."device_registrations" USING btree ("imei","msisdn") WHERE "operator"."device_registrations"."removed_at" is null;--> statement-breakpoint
CREATE INDEX "pending_operations_due_idx" ON "operator"."pending_operations" USING btree ("due_at") WHERE "operator"."pending_operations"."status" = 'PENDING';--> statement-breakpoint
CREATE UNIQUE INDEX "pending_operations_one_per_subject_idx" ON "operator"."pending_operations" USING btree ("msisdn","kind","subject") WHERE "operator"."pending_operations"."status" = 'PENDING';--> statement-breakpoint
CREATE INDEX "pending_operations_msisdn_created_at_index" ON "operator"."pending_operations" USING btree ("msisdn","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_msisdn_created_at_index" ON "operator"."sms_messages" USING btree ("msisdn","created_at");