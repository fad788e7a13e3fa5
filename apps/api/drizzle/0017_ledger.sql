CREATE TABLE "bill_accounts" (
	"bill_acnt_id" varchar(12) PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"bill_type" varchar(5) DEFAULT 'EMAIL' NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"pay_institution" varchar(30) NOT NULL,
	"pay_number_masked" varchar(40) NOT NULL,
	"payer_name" varchar(30) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_adjustments" (
	"adjustment_no" serial PRIMARY KEY NOT NULL,
	"bill_acnt_id" varchar(12) NOT NULL,
	"period" varchar(7) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"amount" integer NOT NULL,
	"is_taxable" boolean NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "bill_payments" (
	"payment_no" serial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"amount" integer NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"channel" varchar(10) NOT NULL,
	"note" text DEFAULT '' NOT NULL
);
--> statement-breakpoint
CREATE TABLE "carrier_feed_cursors" (
	"feed_name" varchar(20) PRIMARY KEY NOT NULL,
	"cursor" varchar(40) NOT NULL,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "device_instalments" (
	"instalment_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"device_name" varchar(100) NOT NULL,
	"principal" integer NOT NULL,
	"months" smallint NOT NULL,
	"first_period" varchar(7) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoice_items" (
	"item_no" bigserial PRIMARY KEY NOT NULL,
	"invoice_no" integer NOT NULL,
	"position" smallint NOT NULL,
	"user_line_no" integer,
	"item_type" varchar(15) NOT NULL,
	"item_name" varchar(100) NOT NULL,
	"usage_kind" varchar(5),
	"quantity" bigint,
	"portion_count" smallint,
	"portion_of" smallint,
	"amount" integer NOT NULL,
	"is_taxable" boolean NOT NULL
);
--> statement-breakpoint
CREATE TABLE "invoices" (
	"invoice_no" serial PRIMARY KEY NOT NULL,
	"bill_acnt_id" varchar(12) NOT NULL,
	"period" varchar(7) NOT NULL,
	"stage" varchar(5) NOT NULL,
	"taxable_amount" integer NOT NULL,
	"vat_amount" integer NOT NULL,
	"rounding_amount" integer NOT NULL,
	"total_amount" integer NOT NULL,
	"paid_amount" integer DEFAULT 0 NOT NULL,
	"due_on" date NOT NULL,
	"issued_at" timestamp with time zone NOT NULL,
	"draft_until" timestamp with time zone NOT NULL,
	"final_at" timestamp with time zone,
	"late_fee_invoice_no" integer,
	CONSTRAINT "invoices_account_period_key" UNIQUE("bill_acnt_id","period")
);
--> statement-breakpoint
CREATE TABLE "line_add_services" (
	"line_add_service_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"add_service_no" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "line_discounts" (
	"line_discount_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"kind" varchar(10) NOT NULL,
	"discount_name" varchar(100) NOT NULL,
	"percent" smallint DEFAULT 0 NOT NULL,
	"monthly_amount" integer DEFAULT 0 NOT NULL,
	"contract_months" smallint,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"ending_notified_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "line_pauses" (
	"pause_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"kind" varchar(5) NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date,
	"ended_on" date,
	"requested_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "line_plans" (
	"line_plan_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"plan_no" integer NOT NULL,
	"starts_on" date NOT NULL,
	"ends_on" date
);
--> statement-breakpoint
CREATE TABLE "micro_payment_limits" (
	"limit_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"monthly_limit" integer NOT NULL,
	"changed_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "micro_payments" (
	"micro_payment_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"merchant_name" varchar(60) NOT NULL,
	"amount" integer NOT NULL,
	"paid_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "usage_days" (
	"user_line_no" integer NOT NULL,
	"usage_day" date NOT NULL,
	"data_bytes" bigint DEFAULT 0 NOT NULL,
	"voice_seconds" integer DEFAULT 0 NOT NULL,
	"sms_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_days_user_line_no_usage_day_pk" PRIMARY KEY("user_line_no","usage_day")
);
--> statement-breakpoint
CREATE TABLE "usage_records" (
	"record_id" varchar(64) PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"usage_kind" varchar(5) NOT NULL,
	"quantity" bigint NOT NULL,
	"used_at" timestamp with time zone NOT NULL,
	"received_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "user_lines" ADD COLUMN "ended_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_lines" ADD COLUMN "bill_acnt_id" varchar(12);--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "cust_id" varchar(12);--> statement-breakpoint
-- Subscribers and lines from before the ledger: a customer number each, one billing account per subscriber
-- (paid by bank transfer until they choose), and each line's plan from its opening day.
UPDATE "users" SET "cust_id" = '3' || lpad("user_no"::text, 9, '0');--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "cust_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "bill_accounts" ("bill_acnt_id", "user_no", "bill_type", "pay_method", "pay_institution", "pay_number_masked", "payer_name")
  SELECT '5' || lpad("user_no"::text, 9, '0'), "user_no", 'EMAIL', 'RA', '', '', "user_name" FROM "users"
  WHERE EXISTS (SELECT 1 FROM "user_lines" WHERE "user_lines"."user_no" = "users"."user_no");--> statement-breakpoint
UPDATE "user_lines" SET "bill_acnt_id" = '5' || lpad("user_no"::text, 9, '0');--> statement-breakpoint
ALTER TABLE "user_lines" ALTER COLUMN "bill_acnt_id" SET NOT NULL;--> statement-breakpoint
INSERT INTO "line_plans" ("user_line_no", "plan_no", "starts_on")
  SELECT "user_line_no", "plan_no", ("opened_at" AT TIME ZONE 'Asia/Seoul')::date FROM "user_lines";--> statement-breakpoint
ALTER TABLE "add_services" ADD COLUMN "extra_month_data" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_services" ADD COLUMN "extra_voice" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "add_services" ADD COLUMN "is_taxable" boolean DEFAULT true NOT NULL;--> statement-breakpoint
UPDATE "add_services" SET "extra_month_data" = 1024 WHERE "add_service_code" = 'ADD-DATA-1G';--> statement-breakpoint
UPDATE "add_services" SET "extra_month_data" = 5120 WHERE "add_service_code" = 'ADD-DATA-5G';--> statement-breakpoint
UPDATE "add_services" SET "extra_voice" = 100 WHERE "add_service_code" = 'ADD-VOICE-100';--> statement-breakpoint
UPDATE "add_services" SET "is_taxable" = false WHERE "add_service_code" = 'ADD-INSURANCE';--> statement-breakpoint
ALTER TABLE "plans" ADD COLUMN "basic_day_data" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "plans" SET "basic_day_data" = 2048 WHERE "plan_code" = 'BARO-LTE-11G';--> statement-breakpoint
ALTER TABLE "bill_accounts" ADD CONSTRAINT "bill_accounts_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_adjustments" ADD CONSTRAINT "bill_adjustments_bill_acnt_id_bill_accounts_bill_acnt_id_fk" FOREIGN KEY ("bill_acnt_id") REFERENCES "public"."bill_accounts"("bill_acnt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bill_payments" ADD CONSTRAINT "bill_payments_invoice_no_invoices_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "public"."invoices"("invoice_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "device_instalments" ADD CONSTRAINT "device_instalments_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_invoice_no_invoices_invoice_no_fk" FOREIGN KEY ("invoice_no") REFERENCES "public"."invoices"("invoice_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice_items" ADD CONSTRAINT "invoice_items_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoices" ADD CONSTRAINT "invoices_bill_acnt_id_bill_accounts_bill_acnt_id_fk" FOREIGN KEY ("bill_acnt_id") REFERENCES "public"."bill_accounts"("bill_acnt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_add_services" ADD CONSTRAINT "line_add_services_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_add_services" ADD CONSTRAINT "line_add_services_add_service_no_add_services_add_service_no_fk" FOREIGN KEY ("add_service_no") REFERENCES "public"."add_services"("add_service_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_discounts" ADD CONSTRAINT "line_discounts_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_pauses" ADD CONSTRAINT "line_pauses_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_plans" ADD CONSTRAINT "line_plans_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_plans" ADD CONSTRAINT "line_plans_plan_no_plans_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."plans"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_payment_limits" ADD CONSTRAINT "micro_payment_limits_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "micro_payments" ADD CONSTRAINT "micro_payments_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_days" ADD CONSTRAINT "usage_days_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "usage_records" ADD CONSTRAINT "usage_records_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bill_accounts_user_idx" ON "bill_accounts" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "bill_adjustments_account_idx" ON "bill_adjustments" USING btree ("bill_acnt_id","period");--> statement-breakpoint
CREATE INDEX "bill_payments_invoice_idx" ON "bill_payments" USING btree ("invoice_no");--> statement-breakpoint
CREATE INDEX "device_instalments_line_idx" ON "device_instalments" USING btree ("user_line_no");--> statement-breakpoint
CREATE INDEX "invoice_items_invoice_idx" ON "invoice_items" USING btree ("invoice_no","position");--> statement-breakpoint
CREATE INDEX "invoices_period_idx" ON "invoices" USING btree ("period","stage");--> statement-breakpoint
CREATE INDEX "line_add_services_line_idx" ON "line_add_services" USING btree ("user_line_no","starts_on");--> statement-breakpoint
CREATE INDEX "line_discounts_line_idx" ON "line_discounts" USING btree ("user_line_no");--> statement-breakpoint
CREATE INDEX "line_pauses_line_idx" ON "line_pauses" USING btree ("user_line_no","starts_on");--> statement-breakpoint
CREATE INDEX "line_plans_line_idx" ON "line_plans" USING btree ("user_line_no","starts_on");--> statement-breakpoint
CREATE INDEX "micro_payment_limits_line_idx" ON "micro_payment_limits" USING btree ("user_line_no","changed_at");--> statement-breakpoint
CREATE INDEX "micro_payments_line_idx" ON "micro_payments" USING btree ("user_line_no","paid_at");--> statement-breakpoint
CREATE INDEX "usage_records_line_idx" ON "usage_records" USING btree ("user_line_no","used_at");--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_bill_acnt_id_bill_accounts_bill_acnt_id_fk" FOREIGN KEY ("bill_acnt_id") REFERENCES "public"."bill_accounts"("bill_acnt_id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_cust_id_unique" UNIQUE("cust_id");