CREATE TABLE "app_settings" (
	"name" varchar(50) PRIMARY KEY NOT NULL,
	"value" varchar(200) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "boards" (
	"board_no" serial PRIMARY KEY NOT NULL,
	"type" varchar(10) NOT NULL,
	"category" varchar(10) DEFAULT '' NOT NULL,
	"title" varchar(200) NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"is_important" boolean DEFAULT false NOT NULL,
	"is_visible" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "events" (
	"event_no" serial PRIMARY KEY NOT NULL,
	"title" varchar(200) NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"event_type" varchar(20) NOT NULL,
	"main_image_url" text NOT NULL,
	"main_image_url_mo" text NOT NULL,
	"image_width" integer NOT NULL,
	"image_height" integer NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"use_flag" varchar(1) DEFAULT 'Y' NOT NULL,
	"main_flag" varchar(1) DEFAULT 'N' NOT NULL,
	"draw_contents" text DEFAULT '' NOT NULL,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "add_service_categories" (
	"category_no" serial PRIMARY KEY NOT NULL,
	"category_name" varchar(50) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "add_services" (
	"add_service_no" serial PRIMARY KEY NOT NULL,
	"add_service_code" varchar(40) NOT NULL,
	"add_service_name" varchar(100) NOT NULL,
	"category_no" integer NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"monthly_amount" integer DEFAULT 0 NOT NULL,
	"is_self_join" boolean DEFAULT true NOT NULL,
	"is_recommend" boolean DEFAULT false NOT NULL,
	"notice_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_active" boolean DEFAULT true NOT NULL,
	CONSTRAINT "add_services_add_service_code_unique" UNIQUE("add_service_code")
);
--> statement-breakpoint
CREATE TABLE "plan_groups" (
	"plan_group_no" serial PRIMARY KEY NOT NULL,
	"group_name" varchar(100) NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"is_main_exposure" boolean DEFAULT false NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plan_sales" (
	"plan_sale_no" serial PRIMARY KEY NOT NULL,
	"plan_no" integer NOT NULL,
	"sale_name" varchar(100) NOT NULL,
	"lt_sale_amount" integer DEFAULT 0 NOT NULL,
	"pr_sale_amount" integer DEFAULT 0 NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "plans" (
	"plan_no" serial PRIMARY KEY NOT NULL,
	"plan_code" varchar(40) NOT NULL,
	"plan_name" varchar(100) NOT NULL,
	"network_type" varchar(2) NOT NULL,
	"basic_month_data" integer NOT NULL,
	"basic_month_data_unit" varchar(2) NOT NULL,
	"basic_qos" varchar(20) DEFAULT '' NOT NULL,
	"basic_voice" integer NOT NULL,
	"basic_sms" integer NOT NULL,
	"basic_amount" integer NOT NULL,
	"icon" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"summary" text DEFAULT '' NOT NULL,
	"benefit_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"notice_list" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"plan_group_no" integer NOT NULL,
	"recommend_order" integer DEFAULT 1000 NOT NULL,
	"main_exposure_order" integer,
	"is_active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "plans_plan_code_unique" UNIQUE("plan_code")
);
--> statement-breakpoint
CREATE TABLE "banners" (
	"banner_no" serial PRIMARY KEY NOT NULL,
	"banner_type" varchar(10) NOT NULL,
	"title" varchar(200) NOT NULL,
	"link" text DEFAULT '' NOT NULL,
	"link_move_type" varchar(1) DEFAULT 'S' NOT NULL,
	"image_url" text DEFAULT '' NOT NULL,
	"image_url_tab" text DEFAULT '' NOT NULL,
	"image_url_mo" text DEFAULT '' NOT NULL,
	"image_url_thumb" text DEFAULT '' NOT NULL,
	"image_width" integer DEFAULT 0 NOT NULL,
	"image_height" integer DEFAULT 0 NOT NULL,
	"image_width_mo" integer DEFAULT 0 NOT NULL,
	"image_height_mo" integer DEFAULT 0 NOT NULL,
	"content_type" varchar(5) DEFAULT 'IMAGE' NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"display_order" integer DEFAULT 0 NOT NULL,
	"display_start_at" timestamp with time zone NOT NULL,
	"display_end_at" timestamp with time zone NOT NULL,
	"click_count" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "add_services" ADD CONSTRAINT "add_services_category_no_add_service_categories_category_no_fk" FOREIGN KEY ("category_no") REFERENCES "public"."add_service_categories"("category_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plan_sales" ADD CONSTRAINT "plan_sales_plan_no_plans_plan_no_fk" FOREIGN KEY ("plan_no") REFERENCES "public"."plans"("plan_no") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "plans" ADD CONSTRAINT "plans_plan_group_no_plan_groups_plan_group_no_fk" FOREIGN KEY ("plan_group_no") REFERENCES "public"."plan_groups"("plan_group_no") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "boards_type_idx" ON "boards" USING btree ("type","created_at");--> statement-breakpoint
CREATE INDEX "events_main_idx" ON "events" USING btree ("main_flag","use_flag");--> statement-breakpoint
CREATE INDEX "add_services_category_idx" ON "add_services" USING btree ("category_no");--> statement-breakpoint
CREATE INDEX "plan_sales_plan_idx" ON "plan_sales" USING btree ("plan_no");--> statement-breakpoint
CREATE INDEX "plans_group_idx" ON "plans" USING btree ("plan_group_no");--> statement-breakpoint
CREATE INDEX "banners_type_idx" ON "banners" USING btree ("banner_type","display_order");