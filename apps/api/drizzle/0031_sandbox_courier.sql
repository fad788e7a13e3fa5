CREATE TABLE "sandbox_shipments" (
	"shipment_id" varchar(64) PRIMARY KEY NOT NULL,
	"tracking_number" varchar(12) NOT NULL,
	"courier_name" varchar(40) NOT NULL,
	"delivery_type" varchar(5) NOT NULL,
	"booked_at" timestamp with time zone NOT NULL,
	CONSTRAINT "sandbox_shipments_tracking_number_unique" UNIQUE("tracking_number")
);
