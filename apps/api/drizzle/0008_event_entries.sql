CREATE TABLE "event_entries" (
	"entry_no" serial PRIMARY KEY NOT NULL,
	"event_no" integer NOT NULL,
	"user_no" integer NOT NULL,
	"user_line_no" integer,
	"name_encrypted" text,
	"phone_encrypted" text,
	"privacy_agreed_at" timestamp with time zone NOT NULL,
	"is_marketing_agree" boolean NOT NULL,
	"is_winner" boolean DEFAULT false NOT NULL,
	"purged_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_entries_one_per_user" UNIQUE("event_no","user_no")
);
--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "capacity" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "winner_count" integer;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "win_popup_type" smallint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "draw_seed" varchar(64);--> statement-breakpoint
ALTER TABLE "events" ADD COLUMN "drawn_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_event_no_events_event_no_fk" FOREIGN KEY ("event_no") REFERENCES "public"."events"("event_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_entries" ADD CONSTRAINT "event_entries_user_line_no_user_lines_user_line_no_fk" FOREIGN KEY ("user_line_no") REFERENCES "public"."user_lines"("user_line_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_entries_event_idx" ON "event_entries" USING btree ("event_no","entry_no");--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_win_popup_type" CHECK ("events"."win_popup_type" in (1, 3, 6));