-- The shop's settings kept freight as TT dollars (40, 65.5); the code now keeps every amount in cents
-- (docs/decisions/0024-one-owner-for-what-both-sides-share.md). Each stored freight amount is
-- turned into cents once; a setting never saved keeps the defaults, which are cents already.
UPDATE "settings"
  SET "value" = jsonb_set(
    "value", '{freightTrinidad}',
    to_jsonb(round(("value"->>'freightTrinidad')::numeric * 100)::bigint)
  )
  WHERE "key" = 'shop' AND jsonb_typeof("value"->'freightTrinidad') = 'number';
--> statement-breakpoint
UPDATE "settings"
  SET "value" = jsonb_set(
    "value", '{freightTobago}',
    to_jsonb(round(("value"->>'freightTobago')::numeric * 100)::bigint)
  )
  WHERE "key" = 'shop' AND jsonb_typeof("value"->'freightTobago') = 'number';
--> statement-breakpoint
UPDATE "settings"
  SET "value" = jsonb_set(
    "value", '{freightTrinidadFreeDelivery}',
    to_jsonb(round(("value"->>'freightTrinidadFreeDelivery')::numeric * 100)::bigint)
  )
  WHERE "key" = 'shop' AND jsonb_typeof("value"->'freightTrinidadFreeDelivery') = 'number';
--> statement-breakpoint
UPDATE "settings"
  SET "value" = jsonb_set(
    "value", '{freightTobagoFreeDelivery}',
    to_jsonb(round(("value"->>'freightTobagoFreeDelivery')::numeric * 100)::bigint)
  )
  WHERE "key" = 'shop' AND jsonb_typeof("value"->'freightTobagoFreeDelivery') = 'number';
