ALTER TABLE "bill_accounts" ADD COLUMN "billing_customer_key" varchar(64);--> statement-breakpoint
ALTER TABLE "bill_accounts" ADD COLUMN "billing_key" varchar(64);--> statement-breakpoint
ALTER TABLE "bill_accounts" ADD CONSTRAINT "bill_accounts_billing_customer_key_unique" UNIQUE("billing_customer_key");