ALTER TABLE "user_lines" ADD COLUMN "cancel_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "user_lines" ADD COLUMN "cancel_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "user_lines" ADD COLUMN "cancel_reason" varchar(20);--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_cancel_order_id_unique" UNIQUE("cancel_order_id");