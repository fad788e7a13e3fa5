CREATE TABLE "marketing_consents" (
	"user_no" integer NOT NULL,
	"channel" text NOT NULL,
	"is_agreed" boolean NOT NULL,
	"changed_at" timestamp with time zone,
	CONSTRAINT "marketing_consents_user_no_channel_pk" PRIMARY KEY("user_no","channel")
);
--> statement-breakpoint
ALTER TABLE "marketing_consents" ADD CONSTRAINT "marketing_consents_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;