CREATE TABLE "analytics_daily_counts" (
	"day" date NOT NULL,
	"kind" varchar(20) NOT NULL,
	"name" varchar(100) NOT NULL,
	"count" integer NOT NULL,
	CONSTRAINT "analytics_daily_counts_day_kind_name_pk" PRIMARY KEY("day","kind","name"),
	CONSTRAINT "analytics_daily_counts_count_positive" CHECK ("analytics_daily_counts"."count" > 0)
);
