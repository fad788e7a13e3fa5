CREATE TABLE "terms" (
	"terms_no" serial PRIMARY KEY NOT NULL,
	"type" varchar(30) NOT NULL,
	"title" varchar(200) NOT NULL,
	"version" varchar(20) NOT NULL,
	"effective_date" date NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "terms_type_effective_date_idx" ON "terms" USING btree ("type","effective_date");