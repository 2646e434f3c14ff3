-- decision 002: substring search on numbers, ICCIDs, labels and comments uses trigram GIN indexes,
-- with the company BIN as a btree_gin key in the same index. Both ship with PostgreSQL (contrib).
CREATE EXTENSION IF NOT EXISTS pg_trgm;
--> statement-breakpoint
CREATE EXTENSION IF NOT EXISTS btree_gin;
