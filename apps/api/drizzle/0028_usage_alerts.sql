CREATE TABLE "line_usage_months" (
	"user_line_no" integer NOT NULL,
	"period" varchar(7) NOT NULL,
	"spending_cap" integer,
	"alerted_percents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"cap_order_id" varchar(64),
	"cap_reached_at" timestamp with time zone,
	CONSTRAINT "line_usage_months_user_line_no_period_pk" PRIMARY KEY("user_line_no","period")
);
--> statement-breakpoint
CREATE TABLE "line_usage_settings" (
	"user_line_no" integer PRIMARY KEY NOT NULL,
	"data_alert_percents" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"spending_cap" integer,
	"updated_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "line_usage_months" ADD CONSTRAINT "line_usage_months_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "line_usage_settings" ADD CONSTRAINT "line_usage_settings_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;