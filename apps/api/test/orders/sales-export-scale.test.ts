/**
 * The sales CSV export at scale (DASHBOARD-UX §3 "Unduh CSV"): one seller's transactions stream out
 * through a real socket in keyset batches — none skipped or repeated at a batch boundary, even when
 * several share a creation time — and, with 100,000 of them (PostgreSQL only: PGlite would take
 * most of a minute), the server's heap never holds anything like the whole file.
 */
import type { AddressInfo } from "node:net";
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { parseCsv } from "../helpers/csv";
import { publishDownload, sellerStore } from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";

const onPostgres = inject("testEngine") === "postgres";
const ROWS = onPostgres ? 100_000 : 5_000;

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

/**
 * Memory alive right after a full collection: the V8 heap plus the buffers outside it (socket
 * write queues, the driver's receive buffers), where a file written whole would wait.
 */
function liveHeap(): number {
  setFlagsFromString("--expose_gc");
  (runInNewContext("gc") as () => void)();
  const { heapUsed, external } = process.memoryUsage();
  return heapUsed + external;
}

/** `rows` paid sales of a new seller, by SQL; every three share a creation time (keyset ties). */
/** Order codes given so far: every call's rows take the next ones (`LPK-000001`…), all distinct. */
let codesTaken = 0;

async function sellerWithSales(rows: number) {
  const codesFrom = codesTaken;
  codesTaken += rows;
  const seller = await sellerStore(t);
  const product = await publishDownload(t, seller, { price: 49_000, title: 'E-book "Resep", Edisi Lengkap' });
  await t.db.execute(sql`
    insert into transactions (id, product_id, seller_id, buyer_name, buyer_email, buyer_phone, amount, fee,
      platform_fee, method_fee, seller_net, method, gateway, status, paid_at, product_snapshot, created_at, code)
    select gen_random_uuid(), ${product.id}::uuid, ${seller.user.id}::uuid, 'Pembeli Nomor ' || g,
      'pembeli' || g || '@contoh.id', '62812' || lpad(g::text, 7, '0'), 49000, 2793, 2450, 343, 46207, 'qris',
      'sandbox', 'paid', now() - make_interval(secs => g / 3),
      jsonb_build_object('title', ${product.title}::text, 'type', 'digital_download', 'price', 49000,
        'fileIds', '[]'::jsonb),
      now() - make_interval(secs => g / 3), 'LPK-' || lpad((${codesFrom}::int + g)::text, 6, '0')
    from generate_series(1, ${rows}::int) g`);
  return seller;
}

describe(`CSV export of ${ROWS.toLocaleString("en")} sales`, () => {
  it("streams every row once, in order, across batch boundaries", { timeout: 60_000 }, async () => {
    const seller = await sellerWithSales(Math.min(ROWS, 5_000));
    const response = await fetch(`${baseUrl}/v1/transactions/export.csv`, {
      headers: { authorization: `Bearer ${seller.token}` },
    });
    const [header, ...rows] = parseCsv(await response.text());
    expect(header?.[0]).toBe("ID Transaksi");
    expect(rows).toHaveLength(Math.min(ROWS, 5_000));
    expect(new Set(rows.map((row) => row[0])).size).toBe(rows.length);
    const created = rows.map((row) => row[1] ?? "");
    expect(created).toEqual([...created].sort().reverse());
  });

  it.runIf(onPostgres)(
    "keeps the server's live heap far below the file's size while 100,000 rows stream out",
    { timeout: 120_000 },
    async () => {
      const seller = await sellerWithSales(ROWS);
      const before = liveHeap();
      let peak = 0;
      let lines = 0;
      let bytes = 0;
      let nextSample = 25_000;
      const response = await fetch(`${baseUrl}/v1/transactions/export.csv`, {
        headers: { authorization: `Bearer ${seller.token}` },
      });
      expect(response.status).toBe(200);
      const reader = (response.body as ReadableStream<Uint8Array>).getReader();
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        bytes += value.byteLength;
        for (let at = value.indexOf(0x0a); at !== -1; at = value.indexOf(0x0a, at + 1)) lines++;
        if (lines >= nextSample) {
          peak = Math.max(peak, liveHeap() - before);
          nextSample += 25_000;
        }
      }

      expect(lines).toBe(ROWS + 1);
      expect(bytes).toBeGreaterThan(15_000_000);
      // Streamed in batches the heap grows a few MB; read in one batch, many times that.
      expect(peak).toBeLessThan(bytes / 2);
    },
  );
});
