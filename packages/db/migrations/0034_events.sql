CREATE TABLE "event_tickets" (
	"transaction_id" uuid PRIMARY KEY NOT NULL,
	"product_id" uuid NOT NULL,
	"code" text NOT NULL,
	"checked_in_at" timestamp with time zone,
	"day_reminder_for" timestamp with time zone,
	"hour_reminder_for" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "event_tickets_code_unique" UNIQUE("code")
);
--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_transaction_id_transactions_id_fk" FOREIGN KEY ("transaction_id") REFERENCES "public"."transactions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_tickets" ADD CONSTRAINT "event_tickets_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_tickets_product_idx" ON "event_tickets" USING btree ("product_id");