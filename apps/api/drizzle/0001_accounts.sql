CREATE TABLE "devices" (
	"device_no" serial PRIMARY KEY NOT NULL,
	"device_id" varchar(200) NOT NULL,
	"device_type" varchar(10) NOT NULL,
	"push_token" text DEFAULT '' NOT NULL,
	"app_version" varchar(30) NOT NULL,
	"os" varchar(50) NOT NULL,
	"user_no" integer,
	"user_line_no" integer,
	"updated_at" timestamp with time zone NOT NULL,
	CONSTRAINT "devices_device_id_unique" UNIQUE("device_id")
);
--> statement-breakpoint
CREATE TABLE "identity_verifications" (
	"verification_no" serial PRIMARY KEY NOT NULL,
	"kind" varchar(12) NOT NULL,
	"public_key" varchar(64) NOT NULL,
	"provider" varchar(10) NOT NULL,
	"provider_transaction_id" varchar(100) NOT NULL,
	"user_name" varchar(30) NOT NULL,
	"user_phone" varchar(11) NOT NULL,
	"user_birth" varchar(8) DEFAULT '' NOT NULL,
	"status" varchar(10) NOT NULL,
	"ci" varchar(128),
	"requested_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"approved_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "identity_verifications_public_key_unique" UNIQUE("public_key")
);
--> statement-breakpoint
CREATE TABLE "phone_auth_challenges" (
	"challenge_no" serial PRIMARY KEY NOT NULL,
	"purpose" varchar(10) NOT NULL,
	"phone" varchar(11) NOT NULL,
	"code_hash" varchar(64) NOT NULL,
	"sent_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"failed_tries" integer DEFAULT 0 NOT NULL,
	"verified_at" timestamp with time zone,
	"auth_key_hash" varchar(64),
	"auth_key_expires_at" timestamp with time zone,
	"consumed_at" timestamp with time zone,
	CONSTRAINT "phone_auth_challenges_auth_key_hash_unique" UNIQUE("auth_key_hash")
);
--> statement-breakpoint
CREATE TABLE "sessions" (
	"session_no" bigserial PRIMARY KEY NOT NULL,
	"token_hash" varchar(64) NOT NULL,
	"user_no" integer NOT NULL,
	"user_line_no" integer NOT NULL,
	"created_at" timestamp with time zone NOT NULL,
	"last_seen_at" timestamp with time zone NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	CONSTRAINT "sessions_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "user_lines" (
	"user_line_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"service_number" varchar(11) NOT NULL,
	"service_account" varchar(20) NOT NULL,
	"plan_no" integer NOT NULL,
	"network_type" varchar(2) NOT NULL,
	"line_status" varchar(10) DEFAULT 'ACTIVE' NOT NULL,
	"opened_at" timestamp with time zone NOT NULL,
	CONSTRAINT "user_lines_service_number_unique" UNIQUE("service_number"),
	CONSTRAINT "user_lines_service_account_unique" UNIQUE("service_account")
);
--> statement-breakpoint
CREATE TABLE "users" (
	"user_no" serial PRIMARY KEY NOT NULL,
	"login_id" varchar(12),
	"password_hash" text,
	"user_name" varchar(30) NOT NULL,
	"user_birth" varchar(8) NOT NULL,
	"user_email" varchar(254) DEFAULT '' NOT NULL,
	"ci" varchar(128),
	"ssn_encrypted" text NOT NULL,
	"is_marketing_agree" boolean DEFAULT false NOT NULL,
	"marketing_agreed_at" timestamp with time zone,
	"joined_at" timestamp with time zone,
	"password_changed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "users_login_id_unique" UNIQUE("login_id"),
	CONSTRAINT "users_ci_unique" UNIQUE("ci")
);
--> statement-breakpoint
CREATE TABLE "notify_outbox" (
	"outbox_no" bigserial PRIMARY KEY NOT NULL,
	"channel" varchar(5) NOT NULL,
	"recipient" varchar(254) NOT NULL,
	"subject" varchar(200) DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rate_limit_counters" (
	"bucket_key" varchar(200) PRIMARY KEY NOT NULL,
	"hit_count" integer NOT NULL,
	"reset_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "devices" ADD CONSTRAINT "devices_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_lines" ADD CONSTRAINT "user_lines_plan_no_plans_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."plans"("plan_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "phone_auth_challenges_phone_idx" ON "phone_auth_challenges" USING btree ("phone","purpose","sent_at");--> statement-breakpoint
CREATE INDEX "sessions_user_idx" ON "sessions" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "user_lines_user_idx" ON "user_lines" USING btree ("user_no");--> statement-breakpoint
CREATE INDEX "notify_outbox_recipient_idx" ON "notify_outbox" USING btree ("channel","recipient","outbox_no");--> statement-breakpoint
CREATE INDEX "rate_limit_counters_reset_idx" ON "rate_limit_counters" USING btree ("reset_at");