CREATE TABLE "search_words" (
	"word" varchar(50) PRIMARY KEY NOT NULL,
	"display_word" varchar(50) NOT NULL,
	"search_count" integer DEFAULT 0 NOT NULL,
	"suggested_order" integer,
	"last_searched_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "search_words_count_idx" ON "search_words" USING btree ("search_count");