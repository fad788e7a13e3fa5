CREATE TABLE "application_forms" (
	"form_no" serial PRIMARY KEY NOT NULL,
	"category" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"description" varchar(300) DEFAULT '' NOT NULL,
	"file_no" integer NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiries" (
	"inquiry_no" serial PRIMARY KEY NOT NULL,
	"user_no" integer NOT NULL,
	"request_key" varchar(128) NOT NULL,
	"category" varchar(10) NOT NULL,
	"title" varchar(100) NOT NULL,
	"content" text NOT NULL,
	"answer" text,
	"answered_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "inquiry_attachments" (
	"inquiry_no" integer NOT NULL,
	"file_no" integer NOT NULL,
	"position" smallint NOT NULL,
	CONSTRAINT "inquiry_attachments_inquiry_no_file_no_pk" PRIMARY KEY("inquiry_no","file_no"),
	CONSTRAINT "inquiry_attachments_file_no_unique" UNIQUE("file_no")
);
--> statement-breakpoint
CREATE TABLE "stored_files" (
	"file_no" serial PRIMARY KEY NOT NULL,
	"file_id" varchar(22) NOT NULL,
	"storage_key" varchar(200) NOT NULL,
	"file_name" varchar(200) NOT NULL,
	"media_type" varchar(100) NOT NULL,
	"byte_size" integer NOT NULL,
	"purpose" varchar(20) NOT NULL,
	"owner_user_no" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "stored_files_file_id_unique" UNIQUE("file_id")
);
--> statement-breakpoint
ALTER TABLE "application_forms" ADD CONSTRAINT "application_forms_file_no_stored_files_file_no_fk" FOREIGN KEY ("file_no") REFERENCES "public"."stored_files"("file_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiries" ADD CONSTRAINT "inquiries_user_no_users_user_no_fk" FOREIGN KEY ("user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_inquiry_no_inquiries_inquiry_no_fk" FOREIGN KEY ("inquiry_no") REFERENCES "public"."inquiries"("inquiry_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inquiry_attachments" ADD CONSTRAINT "inquiry_attachments_file_no_stored_files_file_no_fk" FOREIGN KEY ("file_no") REFERENCES "public"."stored_files"("file_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stored_files" ADD CONSTRAINT "stored_files_owner_user_no_users_user_no_fk" FOREIGN KEY ("owner_user_no") REFERENCES "public"."users"("user_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inquiries_request_key_idx" ON "inquiries" USING btree ("user_no","request_key");--> statement-breakpoint
CREATE INDEX "inquiries_user_idx" ON "inquiries" USING btree ("user_no","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_owner_idx" ON "stored_files" USING btree ("owner_user_no","created_at");--> statement-breakpoint
CREATE INDEX "stored_files_purpose_idx" ON "stored_files" USING btree ("purpose","created_at");