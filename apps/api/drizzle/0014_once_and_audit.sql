CREATE TABLE "audit_log" (
	"audit_no" bigserial PRIMARY KEY NOT NULL,
	"actor_kind" varchar(10) NOT NULL,
	"actor_no" integer,
	"actor_role" varchar(40),
	"action" varchar(80) NOT NULL,
	"subject_kind" varchar(20) NOT NULL,
	"subject_no" varchar(40) NOT NULL,
	"before" jsonb,
	"after" jsonb,
	"occurred_at" timestamp with time zone NOT NULL,
	"client_address" varchar(45),
	"request_id" varchar(64),
	"idempotency_key" varchar(300)
);
--> statement-breakpoint
CREATE TABLE "idempotency_keys" (
	"scope" varchar(40) NOT NULL,
	"idempotency_key" varchar(300) NOT NULL,
	"call_name" varchar(80) NOT NULL,
	"request_hash" varchar(64) NOT NULL,
	"http_status" smallint NOT NULL,
	"answer" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_keys_scope_idempotency_key_pk" PRIMARY KEY("scope","idempotency_key")
);
--> statement-breakpoint
DROP INDEX "inquiries_request_key_idx";--> statement-breakpoint
CREATE INDEX "audit_log_subject_idx" ON "audit_log" USING btree ("subject_kind","subject_no","audit_no");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor_kind","actor_no","audit_no");--> statement-breakpoint
CREATE INDEX "idempotency_keys_created_idx" ON "idempotency_keys" USING btree ("created_at");--> statement-breakpoint
ALTER TABLE "inquiries" DROP COLUMN "request_key";--> statement-breakpoint
-- The audit log is append-only: no process, however it is wired, can rewrite or erase what was done.
CREATE FUNCTION refuse_audit_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'audit_log is append-only' USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION refuse_audit_change();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION refuse_audit_change();
