/**
 * The migration that moves KYC photos out of the media library (`*_kyc_documents.sql`, DESIGN §4
 * "KYC data"): an instance that already holds activations stops listing their photos as media,
 * keeps them for the admin review, and keeps the seller's product files where they were.
 */
import { PGlite } from "@electric-sql/pglite";
import { drizzle } from "drizzle-orm/pglite";
import { migrate } from "drizzle-orm/pglite/migrator";
import { afterAll, describe, expect, it } from "vitest";
import { PGLITE_EXTENSIONS } from "./client";
import { migrationsFolder } from "./migrate";
import { migrationsBefore } from "./migrations-before";

/** A copy of the migrations folder that stops just before the KYC one. */
const beforeKyc = migrationsBefore("_kyc_documents");
afterAll(() => beforeKyc.remove());

const SELLER = "01900000-0000-7000-8000-000000000001";
const KTP = "01900000-0000-7000-8000-0000000000a1";
const SELFIE = "01900000-0000-7000-8000-0000000000a2";
const EBOOK = "01900000-0000-7000-8000-0000000000b1";

describe("moving existing KYC photos out of the media library", () => {
  // Runs every migration on a fresh PGlite: tens of seconds on a busy machine.
  it("turns an activation's photos into kyc_documents and leaves the other uploads alone", async () => {
    const client = new PGlite({ extensions: PGLITE_EXTENSIONS });
    const db = drizzle(client);
    await migrate(db, { migrationsFolder: beforeKyc.folder });
    await client.exec(`
      insert into users (id, email, name) values ('${SELLER}', 'sari@contoh.id', 'Sari');
      insert into media (id, owner_id, kind, storage_key, name, mime, size) values
        ('${KTP}', '${SELLER}', 'file', 'files/aa/ktp', 'ktp.jpg', 'image/jpeg', 100),
        ('${SELFIE}', '${SELLER}', 'file', 'files/aa/swafoto', 'swafoto.jpg', 'image/jpeg', 200),
        ('${EBOOK}', '${SELLER}', 'file', 'files/aa/ebook', 'ebook.pdf', 'application/pdf', 300);
      insert into activations (id, seller_id, legal_name, nik_encrypted, nik_last4, id_card_media_id,
        selfie_media_id, bank_code, bank_account_number, bank_account_name, consent_at, status, submitted_at)
      values ('01900000-0000-7000-8000-0000000000c1', '${SELLER}', 'Sari', 'x.y.z', '0001', '${KTP}',
        '${SELFIE}', 'bca', '1234567890', 'SARI', now(), 'rejected', now());
    `);

    await migrate(db, { migrationsFolder: migrationsFolder() });

    const media = await client.query<{ id: string }>("select id from media order by id");
    expect(media.rows.map((row) => row.id)).toEqual([EBOOK]);
    const documents = await client.query<{ id: string; kind: string; storage_key: string; size: number }>(
      "select id, kind, storage_key, size from kyc_documents order by id",
    );
    expect(documents.rows).toEqual([
      { id: KTP, kind: "id-card", storage_key: "files/aa/ktp", size: 100 },
      { id: SELFIE, kind: "selfie", storage_key: "files/aa/swafoto", size: 200 },
    ]);
    const activation = await client.query<{ rejected_parts: string[] }>("select rejected_parts from activations");
    expect(activation.rows).toEqual([{ rejected_parts: [] }]);
    await client.close();
  }, 120_000);
});
