-- Why a checkout was rejected, as a code from the refusal catalogue (`@sutra/rules`, refusal-code.ts) beside the
-- words kept in "rejection": a placement asked again answers the same code. Checkouts rejected before this column
-- existed keep it null and answer the catalogue's `order_not_placed`.
ALTER TABLE "checkouts" ADD COLUMN "rejection_code" text;
