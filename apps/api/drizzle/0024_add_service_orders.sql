ALTER TABLE "line_add_services" ADD COLUMN "order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "line_add_services" ADD COLUMN "requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_add_services" ADD COLUMN "confirmed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "line_add_services" ADD COLUMN "end_order_id" varchar(64);--> statement-breakpoint
ALTER TABLE "line_add_services" ADD COLUMN "end_requested_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "add_services" ADD COLUMN "conflict_group" varchar(30);--> statement-breakpoint
ALTER TABLE "add_services" ADD COLUMN "fits_only" varchar(20);--> statement-breakpoint
ALTER TABLE "line_add_services" ADD CONSTRAINT "line_add_services_order_id_unique" UNIQUE("order_id");--> statement-breakpoint
ALTER TABLE "line_add_services" ADD CONSTRAINT "line_add_services_end_order_id_unique" UNIQUE("end_order_id");--> statement-breakpoint
UPDATE "add_services" SET "conflict_group" = 'DATA_EXTRA', "fits_only" = 'LIMITED_DATA' WHERE "add_service_code" IN ('ADD-DATA-1G', 'ADD-DATA-5G');--> statement-breakpoint
UPDATE "add_services" SET "fits_only" = 'LIMITED_DATA' WHERE "add_service_code" = 'ADD-DATA-SAFE';--> statement-breakpoint
UPDATE "add_services" SET "fits_only" = 'LIMITED_VOICE' WHERE "add_service_code" = 'ADD-VOICE-100';
