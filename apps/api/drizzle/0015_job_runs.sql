CREATE TABLE "job_runs" (
	"job_name" varchar(60) NOT NULL,
	"period" varchar(20) NOT NULL,
	"status" varchar(10) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"owner" varchar(120),
	"lease_expires_at" timestamp with time zone,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"result_count" integer,
	"last_error" varchar(500),
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "job_runs_job_name_period_pk" PRIMARY KEY("job_name","period")
);
--> statement-breakpoint
CREATE INDEX "job_runs_status_idx" ON "job_runs" USING btree ("job_name","status");