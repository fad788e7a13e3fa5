CREATE TABLE "flows" (
	"flow_key_hash" varchar(64) PRIMARY KEY NOT NULL,
	"flow_name" varchar(40) NOT NULL,
	"step" varchar(40) NOT NULL,
	"collected" jsonb NOT NULL,
	"user_no" integer,
	"created_at" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "flows_expires_at_idx" ON "flows" USING btree ("expires_at");