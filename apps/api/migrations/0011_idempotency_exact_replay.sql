-- A retry with the same Idempotency-Key answers the first answer byte for byte: jsonb reorders an
-- object's keys (a refusal's field errors came back as {code, path} instead of {path, code}); json
-- keeps the text as it was written.
ALTER TABLE "portal"."idempotency_keys" ALTER COLUMN "response_body" TYPE json USING "response_body"::json;
