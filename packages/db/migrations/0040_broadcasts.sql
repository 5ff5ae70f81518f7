CREATE TABLE "broadcast_recipients" (
	"broadcast_id" uuid NOT NULL,
	"seller_id" uuid NOT NULL,
	"email" text NOT NULL,
	"name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	CONSTRAINT "broadcast_recipients_broadcast_id_email_pk" PRIMARY KEY("broadcast_id","email")
);
--> statement-breakpoint
CREATE TABLE "broadcast_unsubscribes" (
	"seller_id" uuid NOT NULL,
	"email" text NOT NULL,
	"broadcast_id" uuid,
	"unsubscribed_at" timestamp with time zone NOT NULL,
	CONSTRAINT "broadcast_unsubscribes_seller_id_email_pk" PRIMARY KEY("seller_id","email")
);
--> statement-breakpoint
CREATE TABLE "broadcasts" (
	"id" uuid PRIMARY KEY NOT NULL,
	"seller_id" uuid NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"audience" jsonb NOT NULL,
	"recipients" integer NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_recipients" ADD CONSTRAINT "broadcast_recipients_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_unsubscribes" ADD CONSTRAINT "broadcast_unsubscribes_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcast_unsubscribes" ADD CONSTRAINT "broadcast_unsubscribes_broadcast_id_broadcasts_id_fk" FOREIGN KEY ("broadcast_id") REFERENCES "public"."broadcasts"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "broadcasts" ADD CONSTRAINT "broadcasts_seller_id_users_id_fk" FOREIGN KEY ("seller_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "broadcast_recipients_queue_idx" ON "broadcast_recipients" USING btree ("status","broadcast_id");--> statement-breakpoint
CREATE INDEX "broadcast_recipients_seller_claimed_idx" ON "broadcast_recipients" USING btree ("seller_id","claimed_at");--> statement-breakpoint
CREATE INDEX "broadcasts_seller_created_idx" ON "broadcasts" USING btree ("seller_id","created_at");