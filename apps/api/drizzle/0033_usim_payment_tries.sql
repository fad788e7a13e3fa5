ALTER TABLE "usim_purchases" ADD COLUMN "pay_until" timestamp with time zone;--> statement-breakpoint
UPDATE "usim_purchases" SET "pay_until" = "ordered_at" + interval '11 minutes';--> statement-breakpoint
ALTER TABLE "usim_purchases" ALTER COLUMN "pay_until" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "usim_purchases" ADD COLUMN "payment_attempts" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
CREATE INDEX "usim_purchases_waiting_idx" ON "usim_purchases" USING btree ("pay_until") WHERE "usim_purchases"."status" = 'W';
