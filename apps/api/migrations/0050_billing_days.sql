-- decision 037: the reference billing closes its days one by one (decision 030's charges, day by
-- day): a day is claimed here in the transaction that rates it, so it is rated once whatever the
-- number of processes, and a demo away for a week catches up once when it is back
CREATE TABLE "operator"."billing_days" (
	"day" date PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL
);
