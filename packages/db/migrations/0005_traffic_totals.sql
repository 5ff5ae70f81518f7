CREATE TABLE "traffic_totals" (
	"seller_id" uuid NOT NULL,
	"dimension" text NOT NULL,
	"day" date NOT NULL,
	"key" text NOT NULL,
	"kind" text DEFAULT '' NOT NULL,
	"product_id" uuid,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "traffic_totals_seller_id_dimension_day_key_kind_pk" PRIMARY KEY("seller_id","dimension","day","key","kind")
);
--> statement-breakpoint
ALTER TABLE "traffic_totals" ADD CONSTRAINT "traffic_totals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
INSERT INTO "traffic_totals" ("seller_id", "dimension", "day", "key", "kind", "product_id", "views", "visitors")
SELECT "seller_id", 'day', "day", '', '', NULL, sum("views")::int, sum("entries")::int
FROM "traffic_daily" GROUP BY "seller_id", "day"
UNION ALL
SELECT "seller_id", 'page', "day", "path", "kind", (array_agg("product_id"))[1], sum("views")::int, sum("visitors")::int
FROM "traffic_daily" GROUP BY "seller_id", "day", "path", "kind"
UNION ALL
SELECT "seller_id", 'city', "day", "city", '', NULL, sum("views")::int, sum("entries")::int
FROM "traffic_daily" GROUP BY "seller_id", "day", "city"
UNION ALL
SELECT "seller_id", 'source', "day", "source", '', NULL, sum("views")::int, sum("entries")::int
FROM "traffic_daily" GROUP BY "seller_id", "day", "source";
