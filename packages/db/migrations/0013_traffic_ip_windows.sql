CREATE TABLE "traffic_ip_windows" (
	"seller_id" uuid NOT NULL,
	"ip_hash" text NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"visitors" integer NOT NULL,
	CONSTRAINT "traffic_ip_windows_seller_id_ip_hash_window_start_pk" PRIMARY KEY("seller_id","ip_hash","window_start")
);
