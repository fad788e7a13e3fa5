CREATE TABLE "number_offers" (
	"user_line_no" integer NOT NULL,
	"service_number" varchar(11) NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	CONSTRAINT "number_offers_user_line_no_service_number_pk" PRIMARY KEY("user_line_no","service_number")
);
--> statement-breakpoint
ALTER TABLE "number_offers" ADD CONSTRAINT "number_offers_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;