ALTER TABLE "certificates" DROP CONSTRAINT "certificates_transaction_id_unique";--> statement-breakpoint
ALTER TABLE "certificates" ADD COLUMN "product_id" uuid;--> statement-breakpoint
UPDATE "certificates" SET "product_id" = "transactions"."product_id" FROM "transactions" WHERE "transactions"."id" = "certificates"."transaction_id";--> statement-breakpoint
ALTER TABLE "certificates" ALTER COLUMN "product_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "certificates" ADD CONSTRAINT "certificates_product_id_products_id_fk" FOREIGN KEY ("product_id") REFERENCES "public"."products"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "certificates_transaction_product_idx" ON "certificates" USING btree ("transaction_id","product_id");
