CREATE TABLE "sandbox_carrier_orders" (
	"order_id" varchar(64) PRIMARY KEY NOT NULL,
	"service_number" varchar(11) NOT NULL,
	"change" jsonb NOT NULL,
	"ordered_at" timestamp with time zone NOT NULL,
	"withdrawn_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "line_pauses" ADD COLUMN "order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "line_pauses" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_pauses" ADD COLUMN "cancelled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_pauses" ADD CONSTRAINT "line_pauses_order_unique" UNIQUE("order_id");