CREATE TABLE "journey_undos" (
	"undo_no" serial PRIMARY KEY NOT NULL,
	"flow_key_hash" varchar(64) NOT NULL,
	"flow_name" varchar(40) NOT NULL,
	"transition" varchar(40) NOT NULL,
	"undo" varchar(60) NOT NULL,
	"payload" jsonb NOT NULL,
	"state" varchar(5) NOT NULL,
	"attempts" smallint DEFAULT 0 NOT NULL,
	"due_at" timestamp with time zone,
	"created_at" timestamp with time zone NOT NULL,
	"settled_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "busy_with" varchar(40);--> statement-breakpoint
ALTER TABLE "flows" ADD COLUMN "busy_until" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "journey_undos_flow_idx" ON "journey_undos" USING btree ("flow_key_hash");--> statement-breakpoint
CREATE INDEX "journey_undos_due_idx" ON "journey_undos" USING btree ("due_at") WHERE "journey_undos"."state" in ('HELD', 'DUE');