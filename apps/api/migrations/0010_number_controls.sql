-- Issue 9 (decision 014): number controls. The operator's stock of physical SIM cards per company
-- (a SIM change takes a BLANK card of the company's stock) and the record of secret-code sends.
CREATE TABLE "operator"."sim_cards" (
	"iccid" text COLLATE "C" PRIMARY KEY NOT NULL,
	"customer_bin" text NOT NULL,
	"state" text DEFAULT 'BLANK' NOT NULL,
	"msisdn" text COLLATE "C",
	"pin1" text NOT NULL,
	"pin2" text NOT NULL,
	"puk1" text NOT NULL,
	"puk2" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sim_cards_iccid_format" CHECK ("iccid" ~ '^8999702[0-9]{13}$'),
	CONSTRAINT "sim_cards_state_check" CHECK ("state" IN ('BLANK', 'ACTIVE', 'RETIRED'))
);
--> statement-breakpoint
ALTER TABLE "operator"."sim_cards" ADD CONSTRAINT "sim_cards_customer_bin_customers_bin_fk" FOREIGN KEY ("customer_bin") REFERENCES "operator"."customers"("bin") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "sim_cards_customer_state_idx" ON "operator"."sim_cards" USING btree ("customer_bin", "state");
--> statement-breakpoint
CREATE TABLE "operator"."secret_code_sends" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"msisdn" text COLLATE "C" NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "operator"."secret_code_sends" ADD CONSTRAINT "secret_code_sends_msisdn_subscribers_msisdn_fk" FOREIGN KEY ("msisdn") REFERENCES "operator"."subscribers"("msisdn") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "secret_code_sends_msisdn_idx" ON "operator"."secret_code_sends" USING btree ("msisdn", "sent_at");
--> statement-breakpoint
-- A database seeded before this migration gets the stock the seed gives a new one (seed/blank-sims.ts):
-- per company in BIN order, 20 cards 8999702 5 <company × 100 + n, 11 digits> <Luhn digit>.
INSERT INTO "operator"."sim_cards" ("iccid", "customer_bin", "pin1", "pin2", "puk1", "puk2")
SELECT card."iccid", card."bin",
  lpad(((('x' || substr(md5(card."iccid" || ':pin1'), 1, 7))::bit(28)::int) % 10000)::text, 4, '0'),
  lpad(((('x' || substr(md5(card."iccid" || ':pin2'), 1, 7))::bit(28)::int) % 10000)::text, 4, '0'),
  lpad(((('x' || substr(md5(card."iccid" || ':puk1'), 1, 7))::bit(28)::int) % 100000000)::text, 8, '0'),
  lpad(((('x' || substr(md5(card."iccid" || ':puk2'), 1, 7))::bit(28)::int) % 100000000)::text, 8, '0')
FROM (
  SELECT b."bin", b."body" || ((10 - (
      SELECT sum(CASE WHEN i % 2 = 0 THEN (CASE WHEN d * 2 > 9 THEN d * 2 - 9 ELSE d * 2 END) ELSE d END)
      FROM (SELECT i, substr(b."body", length(b."body") - i, 1)::int AS d
            FROM generate_series(0, length(b."body") - 1) AS i) AS digit
    ) % 10) % 10)::text AS "iccid"
  FROM (
    SELECT c."bin", '89997025' || lpad((c."n" * 100 + g)::text, 11, '0') AS "body"
    FROM (SELECT "bin", row_number() OVER (ORDER BY "bin") AS "n" FROM "operator"."customers") AS c
    CROSS JOIN generate_series(1, 20) AS g
  ) AS b
) AS card
WHERE NOT EXISTS (SELECT 1 FROM "operator"."subscribers" s WHERE s."iccid" = card."iccid")
ON CONFLICT DO NOTHING;
