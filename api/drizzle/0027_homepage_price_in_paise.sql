-- The homepage settings keep the best seller banner's 'Start from' price in paise (`pricePaise`), as every amount the
-- store keeps; the spec's rupee `price` is worked out when /homepage answers. Settings saved before hold `price` in
-- rupees: numeric arithmetic turns it into whole paise exactly.
UPDATE "store_settings"
SET "value" = jsonb_set(
  "value" #- '{bestSeller,price}',
  '{bestSeller,pricePaise}',
  to_jsonb(round(("value" -> 'bestSeller' ->> 'price')::numeric * 100)::bigint)
)
WHERE "key" = 'homepage' AND "value" -> 'bestSeller' ? 'price';
