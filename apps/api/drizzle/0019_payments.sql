CREATE TABLE "payments" (
	"payment_no" serial PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"user_no" integer,
	"purpose" varchar(12) NOT NULL,
	"bill_acnt_id" varchar(12),
	"amount" integer NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"order_name" varchar(100) NOT NULL,
	"status" varchar(20) NOT NULL,
	"payment_key" varchar(64),
	"issuer" varchar(40),
	"masked_number" varchar(40),
	"cancelled_amount" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"changed_at" timestamp with time zone NOT NULL,
	"paid_at" timestamp with time zone,
	"next_check_at" timestamp with time zone,
	"check_count" smallint DEFAULT 0 NOT NULL,
	CONSTRAINT "payments_order_id_unique" UNIQUE("order_id"),
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" > 0),
	CONSTRAINT "payments_cancelled_check" CHECK ("payments"."cancelled_amount" >= 0 and "payments"."cancelled_amount" <= "payments"."amount")
);
--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_bill_acnt_id_bill_accounts_bill_acnt_id_fk" FOREIGN KEY ("bill_acnt_id") REFERENCES "public"."bill_accounts"("bill_acnt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payments_status_idx" ON "payments" USING btree ("status","next_check_at");--> statement-breakpoint
CREATE INDEX "payments_user_idx" ON "payments" USING btree ("user_no","created_at");