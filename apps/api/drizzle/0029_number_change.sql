CREATE TABLE "number_changes" (
	"change_no" serial PRIMARY KEY NOT NULL,
	"user_line_no" integer NOT NULL,
	"old_number" varchar(11) NOT NULL,
	"new_number" varchar(11) NOT NULL,
	"reservation_id" varchar(64) NOT NULL,
	"reserved_until" timestamp with time zone NOT NULL,
	"order_id" varchar(64),
	"requested_at" timestamp with time zone,
	"confirmed_at" timestamp with time zone,
	"fee_amount" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "number_changes_reservation_id_unique" UNIQUE("reservation_id"),
	CONSTRAINT "number_changes_order_id_unique" UNIQUE("order_id")
);
--> statement-breakpoint
CREATE TABLE "sandbox_number_reservations" (
	"reservation_id" varchar(64) PRIMARY KEY NOT NULL,
	"service_number" varchar(11) NOT NULL,
	"until" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "number_changes" ADD CONSTRAINT "number_changes_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "number_changes_line_idx" ON "number_changes" USING btree ("user_line_no");