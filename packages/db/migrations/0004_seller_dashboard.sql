CREATE TABLE "activations" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"legal_name" text NOT NULL,
	"nik_encrypted" text NOT NULL,
	"nik_last4" text NOT NULL,
	"id_card_media_id" uuid NOT NULL,
	"selfie_media_id" uuid NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"consent_at" timestamp with time zone NOT NULL,
	"status" text NOT NULL,
	"reason" text,
	"reviewed_by" uuid,
	"reviewed_at" timestamp with time zone,
	"submitted_at" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "activations_seller_id_unique" UNIQUE("seller_id")
);
--> statement-breakpoint
CREATE TABLE "feedback" (
	"id" uuid PRIMARY KEY NOT NULL,
	"user_id" uuid,
	"message" text NOT NULL,
	"page" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_daily" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"path" text NOT NULL,
	"kind" text NOT NULL,
	"product_id" uuid,
	"city" text DEFAULT '' NOT NULL,
	"source" text DEFAULT '' NOT NULL,
	"views" integer DEFAULT 0 NOT NULL,
	"visitors" integer DEFAULT 0 NOT NULL,
	"entries" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "traffic_visitors" (
	"seller_id" uuid NOT NULL,
	"day" date NOT NULL,
	"scope" text NOT NULL,
	"visitor_hash" text NOT NULL,
	CONSTRAINT "traffic_visitors_seller_id_day_scope_visitor_hash_pk" PRIMARY KEY("seller_id","day","scope","visitor_hash")
);
--> statement-breakpoint
CREATE TABLE "withdrawals" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"amount" integer NOT NULL,
	"bank_code" text NOT NULL,
	"bank_account_number" text NOT NULL,
	"bank_account_name" text NOT NULL,
	"status" text NOT NULL,
	"reference" text,
	"reason" text,
	"payout_id" text,
	"automatic" boolean DEFAULT false NOT NULL,
	"processed_by" uuid,
	"processed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "store_link_shared_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_id_card_media_id_media_id_fk" FOREIGN KEY ("id_card_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_selfie_media_id_media_id_fk" FOREIGN KEY ("selfie_media_id") REFERENCES "public"."media"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feedback" ADD CONSTRAINT "feedback_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "traffic_daily" ADD CONSTRAINT "traffic_daily_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "withdrawals" ADD CONSTRAINT "withdrawals_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "traffic_daily_dims_idx" ON "traffic_daily" USING btree ("seller_id","day","path","kind","city","source");--> statement-breakpoint
CREATE INDEX "traffic_daily_seller_day_idx" ON "traffic_daily" USING btree ("seller_id","day");--> statement-breakpoint
CREATE INDEX "withdrawals_seller_created_idx" ON "withdrawals" USING btree ("seller_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "withdrawals_one_pending_idx" ON "withdrawals" USING btree ("seller_id") WHERE "withdrawals"."status" = 'pending';