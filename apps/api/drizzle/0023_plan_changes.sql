ALTER TABLE "line_discounts" ADD COLUMN "line_plan_no" integer;--> statement-breakpoint
ALTER TABLE "line_plans" ADD COLUMN "order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "line_plans" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_plans" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_plans" ADD COLUMN "ended_discounts" jsonb;--> statement-breakpoint
ALTER TABLE "line_plans" ADD CONSTRAINT "line_plans_order_id_unique" UNIQUE("order_id");