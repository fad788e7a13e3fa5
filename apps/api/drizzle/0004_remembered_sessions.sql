ALTER TABLE "sessions" ADD COLUMN "is_auto_login" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD COLUMN "is_app" boolean DEFAULT false NOT NULL;