CREATE TABLE "member_post_emails_off" (
	"product_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "member_post_emails_off_product_id_buyer_email_pk" PRIMARY KEY("product_id","buyer_email")
);
--> statement-breakpoint
CREATE TABLE "member_posts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"title" text NOT NULL,
	"content" text DEFAULT '' NOT NULL,
	"file_ids" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"published_at" timestamp with time zone,
	"notified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_passes" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"months" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "membership_reminders" (
	"product_id" uuid NOT NULL,
	"buyer_email" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "membership_reminders_product_id_buyer_email_expires_at_kind_pk" PRIMARY KEY("product_id","buyer_email","expires_at","kind")
);
--> statement-breakpoint
ALTER TABLE "member_post_emails_off" ADD CONSTRAINT "member_post_emails_off_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_posts" ADD CONSTRAINT "member_posts_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_posts" ADD CONSTRAINT "member_posts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_passes" ADD CONSTRAINT "membership_passes_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_passes" ADD CONSTRAINT "membership_passes_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_passes" ADD CONSTRAINT "membership_passes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "membership_reminders" ADD CONSTRAINT "membership_reminders_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "member_posts_product_published_idx" ON "member_posts" USING btree ("product_id","published_at");--> statement-breakpoint
CREATE INDEX "membership_passes_product_email_idx" ON "membership_passes" USING btree ("product_id","buyer_email");--> statement-breakpoint
CREATE INDEX "membership_passes_email_idx" ON "membership_passes" USING btree ("buyer_email");--> statement-breakpoint
CREATE INDEX "membership_passes_seller_idx" ON "membership_passes" USING btree ("seller_id");