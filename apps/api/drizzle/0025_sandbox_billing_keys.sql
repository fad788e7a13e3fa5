CREATE TABLE "sandbox_gateway_billing_keys" (
	"auth_key" varchar(64) PRIMARY KEY NOT NULL,
	"customer_key" varchar(64) NOT NULL,
	"pay_method" varchar(2) NOT NULL,
	"issuer" varchar(40) NOT NULL,
	"masked_number" varchar(40) NOT NULL,
	"holder_name" varchar(30) NOT NULL,
	"holder_birth" varchar(10) NOT NULL,
	"behaviour" varchar(20) NOT NULL,
	"authorized_at" timestamp with time zone NOT NULL,
	"billing_key" varchar(64),
	"removed_at" timestamp with time zone,
	CONSTRAINT "sandbox_gateway_billing_keys_billing_key_unique" UNIQUE("billing_key")
);
