CREATE TABLE "sandbox_gateway_answers" (
	"idempotency_key" varchar(300) PRIMARY KEY NOT NULL,
	"answer" jsonb NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sandbox_gateway_payments" (
	"payment_key" varchar(64) PRIMARY KEY NOT NULL,
	"order_id" varchar(64) NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"total_amount" integer NOT NULL,
	"balance_amount" integer NOT NULL,
	"status" varchar(16) NOT NULL,
	"approved_at" timestamp with time zone,
	"issuer" varchar(40) NOT NULL,
	"masked_number" varchar(40) NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"behaviour" varchar(20) NOT NULL
);
--> statement-breakpoint
CREATE INDEX "sandbox_gateway_payments_order_idx" ON "sandbox_gateway_payments" USING btree ("order_id","authorized_at");