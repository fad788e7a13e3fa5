CREATE TABLE "maintenance_windows" (
	"maintenance_no" serial PRIMARY KEY NOT NULL,
	"title" varchar(100) NOT NULL,
	"message" text NOT NULL,
	"areas" varchar(20)[] NOT NULL,
	"notice_start_at" timestamp with time zone NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "maintenance_windows_period_check" CHECK ("maintenance_windows"."start_at" < "maintenance_windows"."end_at"),
	CONSTRAINT "maintenance_windows_notice_check" CHECK ("maintenance_windows"."notice_start_at" <= "maintenance_windows"."start_at"),
	CONSTRAINT "maintenance_windows_areas_check" CHECK (cardinality("maintenance_windows"."areas") > 0)
);
--> statement-breakpoint
CREATE INDEX "maintenance_windows_end_idx" ON "maintenance_windows" USING btree ("end_at");