CREATE TABLE "sandbox_esim_profiles" (
	"order_id" varchar(64) PRIMARY KEY NOT NULL,
	"eid" varchar(32) NOT NULL,
	"iccid" varchar(22) NOT NULL,
	"matching_id" varchar(64) NOT NULL,
	"prepared_at" timestamp with time zone NOT NULL,
	"downloaded_at" timestamp with time zone,
	"released_at" timestamp with time zone,
	CONSTRAINT "sandbox_esim_profiles_iccid_unique" UNIQUE("iccid"),
	CONSTRAINT "sandbox_esim_profiles_matching_id_unique" UNIQUE("matching_id")
);
--> statement-breakpoint
CREATE TABLE "usim_purchases" (
	"usim_purchase_no" serial PRIMARY KEY NOT NULL,
	"purchase_key_hash" varchar(64) NOT NULL,
	"user_no" integer,
	"buyer_phone" varchar(11) NOT NULL,
	"status" varchar(1) NOT NULL,
	"usim_kind" varchar(12) NOT NULL,
	"quantity" smallint NOT NULL,
	"amount" integer NOT NULL,
	"order_name" varchar(100) NOT NULL,
	"pay_method" varchar(2),
	"payment_order_id" varchar(64),
	"language" varchar(2) NOT NULL,
	"recipient_name" varchar(40),
	"postcode" varchar(5),
	"address" varchar(200),
	"detail_address" varchar(100),
	"delivery_type" varchar(5),
	"delivery_note" varchar(40),
	"esim_model_code" varchar(30),
	"esim_eid" varchar(32),
	"esim_iccid" varchar(22),
	"esim_activation_code" varchar(200),
	"esim_downloaded_at" timestamp with time zone,
	"usim_terms_no" integer,
	"privacy_terms_no" integer,
	"is_marketing_agreed" boolean NOT NULL,
	"courier_name" varchar(40),
	"tracking_number" varchar(40),
	"dispatch_started_at" timestamp with time zone,
	"cancel_requested_at" timestamp with time zone,
	"dispatch_failures" smallint DEFAULT 0 NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"delivered_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"refund_way" varchar(13),
	"changed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "usim_purchases_purchase_key_hash_unique" UNIQUE("purchase_key_hash"),
	CONSTRAINT "usim_purchases_quantity_check" CHECK ("usim_purchases"."quantity" between 1 and 3),
	CONSTRAINT "usim_purchases_amount_check" CHECK ("usim_purchases"."amount" >= 0)
);
--> statement-breakpoint
ALTER TABLE "usim_purchases" ADD CONSTRAINT "usim_purchases_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usim_purchases" ADD CONSTRAINT "usim_purchases_payment_order_id_payments_order_id_fk" FOREIGN KEY ("payment_order_id") REFERENCES "public"."payments"("order_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "usim_purchases_buyer_idx" ON "usim_purchases" USING btree ("buyer_phone","ordered_at");--> statement-breakpoint
CREATE INDEX "usim_purchases_user_idx" ON "usim_purchases" USING btree ("user_no","ordered_at");--> statement-breakpoint
CREATE INDEX "usim_purchases_status_idx" ON "usim_purchases" USING btree ("status","paid_at");