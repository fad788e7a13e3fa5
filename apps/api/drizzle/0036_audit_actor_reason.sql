ALTER TABLE "audit_log" ADD COLUMN "actor_reason" varchar(200);--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "acted_for_no" integer;