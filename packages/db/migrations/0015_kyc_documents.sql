CREATE TABLE "kyc_documents" (
	"id" uuid PRIMARY KEY NOT NULL,
	"owner_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"storage_key" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "kyc_documents_storage_key_unique" UNIQUE("storage_key")
);
--> statement-breakpoint
ALTER TABLE "activations" DROP CONSTRAINT "activations_id_card_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "activations" DROP CONSTRAINT "activations_selfie_media_id_media_id_fk";
--> statement-breakpoint
ALTER TABLE "activations" ADD COLUMN "rejected_parts" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "kyc_documents" ADD CONSTRAINT "kyc_documents_owner_id_users_id_fk" FOREIGN KEY ("owner_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "kyc_documents_owner_idx" ON "kyc_documents" USING btree ("owner_id");--> statement-breakpoint
-- Existing KYC photos leave the media library (DESIGN §4 "KYC data"): each activation's KTP photo and
-- selfie become kyc_documents rows with the same id and storage object, then their media rows go, so
-- the library stops listing them and no product or delete route can reach them.
INSERT INTO "kyc_documents" ("id", "owner_id", "kind", "storage_key", "mime", "size", "created_at")
SELECT m."id", m."owner_id", 'id-card', m."storage_key", m."mime", m."size", m."created_at"
FROM "media" m JOIN "activations" a ON a."id_card_media_id" = m."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
INSERT INTO "kyc_documents" ("id", "owner_id", "kind", "storage_key", "mime", "size", "created_at")
SELECT m."id", m."owner_id", 'selfie', m."storage_key", m."mime", m."size", m."created_at"
FROM "media" m JOIN "activations" a ON a."selfie_media_id" = m."id"
ON CONFLICT DO NOTHING;--> statement-breakpoint
-- A KYC photo a seller had also attached to a product (the old library allowed it) stops being delivered.
DELETE FROM "downloads" WHERE "media_id" IN (SELECT "id" FROM "kyc_documents");--> statement-breakpoint
DELETE FROM "product_files" WHERE "media_id" IN (SELECT "id" FROM "kyc_documents");--> statement-breakpoint
DELETE FROM "media" WHERE "id" IN (SELECT "id" FROM "kyc_documents");--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_id_card_media_id_kyc_documents_id_fk" FOREIGN KEY ("id_card_media_id") REFERENCES "public"."kyc_documents"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "activations" ADD CONSTRAINT "activations_selfie_media_id_kyc_documents_id_fk" FOREIGN KEY ("selfie_media_id") REFERENCES "public"."kyc_documents"("id") ON DELETE restrict ON UPDATE no action;