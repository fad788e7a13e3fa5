-- SIM purchases are journeys (docs/flows.md): every order still waiting for its payment gets its journey,
-- keyed by the order's purchase key, and an eSIM order the profile the carrier made for it, to be released
-- should the order be let go.
INSERT INTO "flows" ("flow_key_hash", "flow_name", "step", "collected", "user_no", "created_at", "updated_at", "expires_at")
SELECT "purchase_key_hash", 'usim-purchase', 'WAITING', jsonb_build_object('usimPurchaseNo', "usim_purchase_no"),
       NULL, "ordered_at", "changed_at", "pay_until" + interval '1 day'
FROM "usim_purchases"
WHERE "status" = 'W'
ON CONFLICT ("flow_key_hash") DO NOTHING;--> statement-breakpoint
INSERT INTO "journey_undos" ("flow_key_hash", "flow_name", "transition", "undo", "payload", "state", "created_at")
SELECT "purchase_key_hash", 'usim-purchase', 'order', 'usim.release-esim-profile',
       jsonb_build_object('orderId', 'USIM-' || "usim_purchase_no"), 'HELD', "ordered_at"
FROM "usim_purchases"
WHERE "status" = 'W' AND "usim_kind" = 'ESIM' AND "esim_iccid" IS NOT NULL;
