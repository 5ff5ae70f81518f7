/**
 * Event / Webinar (DESIGN §3, ADR 0046): `POST|PUT|GET /v1/product/events` with Indonesian 422s
 * naming the field; a quota exact under concurrency (a pending checkout holds its seat until its
 * 15-minute payment expires, an expired one gives it back); the online link for ticket holders
 * only; a `TKT-` ticket with its `.ics` (read back by ical.js) and QR; the seller's attendees, CSV
 * and a check-in that happens once.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { remindTicketHolders } from "../../src/modules/events/ticket-reminders";
import { bearer, uniqueEmail } from "../helpers/accounts";
import {
  buyer,
  checkout,
  checkoutOk,
  fetchTransaction,
  mailsTo,
  payWithSandbox,
  type Seller,
  sellerStore,
  transactionRow,
} from "../helpers/payments";
import { createTestApp, type TestApp } from "../helpers/test-app";
import { signInToLibrary } from "../library/helpers";

let t: TestApp;
let seller: Seller;
beforeAll(async () => {
  t = await createTestApp();
  seller = await sellerStore(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const ZOOM = "https://zoom.us/j/81234567890?pwd=rahasia";

/** A whole minute `days` and `hours` from now, as a seller picks it. */
const inDays = (days: number, hours = 0) =>
  new Date(Math.floor((Date.now() + days * DAY + hours * HOUR) / 60_000) * 60_000).toISOString();

const eventBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Webinar Jualan di TikTok",
  description: "<p>Dua jam praktik langsung</p>",
  price: 75_000,
  status: "published",
  startsAt: inDays(10),
  endsAt: inDays(10, 2),
  location: { kind: "online", url: ZOOM },
  capacity: 10,
  ...overrides,
});

function saveEvent(
  payload: Record<string, unknown>,
  { id, token = seller.token }: { id?: string; token?: string } = {},
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/events/${id}` : "/v1/product/events",
    headers: bearer(token),
    payload,
  });
}

async function eventOk(overrides: Record<string, unknown> = {}, owner = seller) {
  const response = await saveEvent(eventBody(overrides), { token: owner.token });
  if (response.statusCode !== 201) throw new Error(`event not saved: ${response.body}`);
  return response.json().data as { id: string; slug: string; event: Record<string, unknown> };
}

/** The text of a PDF, by poppler's `pdftotext` (installed by .ci/run). */
function pdfToText(pdf: Buffer): string {
  const file = join(mkdtempSync(join(tmpdir(), "sertifikat-")), "sertifikat.pdf");
  writeFileSync(file, pdf);
  return execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
}

const publicProduct = async (id: string) => (await t.app.inject({ method: "GET", url: `/v1/products/${id}` })).json();

describe("saving an event", () => {
  it("refuses bad fields with Indonesian errors naming them, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ startsAt: "besok" }, "startsAt", "Waktu mulai harus berupa tanggal dan jam yang valid"],
      [{ endsAt: inDays(9) }, "endsAt", "Waktu selesai harus setelah waktu mulai"],
      [{ endsAt: inDays(45) }, "endsAt", "Acara maksimal berlangsung 31 hari"],
      [{ salesEndAt: inDays(11) }, "salesEndAt", "Batas penjualan tidak boleh setelah acara selesai"],
      [{ capacity: 0 }, "capacity", "Kuota minimal 1 kursi"],
      [{ capacity: 2.5 }, "capacity", "Kuota harus bilangan bulat"],
      [{ location: { kind: "online", url: "javascript:alert(1)" } }, "location.url", "Masukkan tautan acara"],
      [{ location: { kind: "venue", name: "Aula", address: "" } }, "location.address", "Alamat minimal 5 karakter"],
      [{ location: { kind: "kapal" } }, "location.kind", "Pilih lokasi acara"],
      [{ price: 500 }, "price", "Harga produk berbayar minimal Rp1.000"],
    ];
    const before = (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json()
      .data.length;
    for (const [overrides, field, message] of cases) {
      const response = await saveEvent(eventBody(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(response.json().errors)).toContain(message);
    }
    const after = (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json()
      .data.length;
    expect(after).toBe(before);
  });

  it("keeps the event's fields for its owner and hides the online link from everyone else", async () => {
    const startsAt = "2026-12-14T12:00:00.000Z";
    const saved = await eventOk({ startsAt, endsAt: "2026-12-14T14:00:00+00:00", capacity: 30 });
    expect(saved.event).toEqual({
      startsAt,
      endsAt: "2026-12-14T14:00:00.000Z",
      salesEndAt: startsAt,
      location: { kind: "online", url: ZOOM },
      capacity: 30,
      seatsTaken: 0,
    });
    const owner = await t.app.inject({
      method: "GET",
      url: `/v1/product/events/${saved.id}`,
      headers: bearer(seller.token),
    });
    expect(owner.json().data.event.location.url).toBe(ZOOM);

    const shown = await publicProduct(saved.id);
    expect(shown.data.event).toEqual({
      startsAt,
      endsAt: "2026-12-14T14:00:00.000Z",
      salesEndAt: startsAt,
      location: { kind: "online" },
      seatsLeft: null,
      soldOut: false,
      salesClosed: false,
    });
    const store = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}` });
    const storeProduct = await t.app.inject({
      method: "GET",
      url: `/v1/sellers/${seller.username}/products/${saved.slug}`,
    });
    for (const body of [JSON.stringify(shown), store.body, storeProduct.body]) expect(body).not.toContain("zoom.us");
    expect(storeProduct.json().data.ctaLabel).toBe("Beli Tiket");
  });

  it("shows a venue with its address and map, and moves an event by PUT", async () => {
    const saved = await eventOk({
      location: { kind: "venue", name: "Aula Kopi Tuku", address: "Jl. Cipete Raya 7, Jakarta", mapsUrl: "" },
    });
    expect(saved.event.location).toEqual({
      kind: "venue",
      name: "Aula Kopi Tuku",
      address: "Jl. Cipete Raya 7, Jakarta",
    });
    const moved = await saveEvent(
      eventBody({ startsAt: inDays(20), endsAt: inDays(20, 3), location: saved.event.location }),
      { id: saved.id },
    );
    expect(moved.statusCode).toBe(200);
    expect(Date.parse(moved.json().data.event.startsAt)).toBeGreaterThan(Date.now() + 19 * DAY);
  });
});

describe("seats", () => {
  it("lets exactly 10 of 30 concurrent checkouts hold the 10 seats, and all 10 be paid", async () => {
    const event = await eventOk({ capacity: 10 });
    const responses = await Promise.all(
      Array.from({ length: 30 }, (_, i) =>
        checkout(t, { productId: event.id, paymentMethod: "qris", ...buyer({ email: uniqueEmail(`tiket${i}`) }) }),
      ),
    );
    const taken = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(taken).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const response of refused) expect(response.json().errors.productId).toEqual(["Tiket habis"]);
    for (const response of taken) {
      const sale = response.json().data;
      // A pending checkout holds its seat for 15 minutes at most: its payment expires then.
      expect(Date.parse(sale.expiresAt) - Date.parse(sale.createdAt)).toBeLessThanOrEqual(15 * 60_000 + 1000);
    }
    await Promise.all(taken.map((response) => payWithSandbox(t, response.json().data.id)));
    const shown = (await publicProduct(event.id)).data.event;
    expect(shown).toMatchObject({ seatsLeft: 0, soldOut: true });
    const late = await checkout(t, { productId: event.id, paymentMethod: "qris", ...buyer() });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe("Tiket habis");
  }, 60_000);

  it("gives a seat back when its checkout expires or fails, and tells the seats left when few", async () => {
    const event = await eventOk({ capacity: 1 });
    expect((await publicProduct(event.id)).data.event.seatsLeft).toBe(1);
    const first = await checkoutOk(t, event.id);
    expect((await checkout(t, { productId: event.id, paymentMethod: "qris", ...buyer() })).statusCode).toBe(422);
    await payWithSandbox(t, first.id, "expired");
    expect((await publicProduct(event.id)).data.event).toMatchObject({ seatsLeft: 1, soldOut: false });
    const second = await checkoutOk(t, event.id);
    await payWithSandbox(t, second.id, "failed");
    const third = await checkoutOk(t, event.id);
    await payWithSandbox(t, third.id);
    expect((await publicProduct(event.id)).data.event).toMatchObject({ seatsLeft: 0, soldOut: true });
  });

  it("passes a seat on when the buyer changes the payment method of the last one", async () => {
    const event = await eventOk({ capacity: 1 });
    const first = await checkoutOk(t, event.id);
    const changed = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${first.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });
    expect(changed.statusCode).toBe(201);
    expect((await checkout(t, { productId: event.id, paymentMethod: "qris", ...buyer() })).statusCode).toBe(422);
  });

  it("refuses a checkout after the ticket sales ended, and sells an unlimited event freely", async () => {
    const closed = await eventOk({ salesEndAt: new Date(Date.now() - HOUR).toISOString() });
    expect((await publicProduct(closed.id)).data.event.salesClosed).toBe(true);
    const refused = await checkout(t, { productId: closed.id, paymentMethod: "qris", ...buyer() });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors.productId).toEqual(["Penjualan tiket sudah ditutup"]);

    const open = await eventOk({ capacity: null, price: 0 });
    const sales = await Promise.all(Array.from({ length: 3 }, () => checkoutOk(t, open.id)));
    expect(sales.map((sale) => sale.status)).toEqual(["paid", "paid", "paid"]);
    expect((await publicProduct(open.id)).data.event).toMatchObject({ seatsLeft: null, soldOut: false });
  });
});

describe("the ticket", () => {
  it("shows the ticket and the link once paid, and gives an .ics with the right UTC times", async () => {
    const startsAt = inDays(3);
    const endsAt = inDays(3, 2);
    const event = await eventOk({ startsAt, endsAt, title: "Kelas Live: Foto Produk, Cahaya; Alami" });
    const sale = await checkoutOk(t, event.id);
    expect(sale.delivery).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: `/v1/transactions/${sale.id}/ticket.ics` })).statusCode).toBe(404);
    await payWithSandbox(t, sale.id);
    const ticket = (await fetchTransaction(t, sale.id)).json().data.delivery.ticket;
    expect(ticket).toMatchObject({
      qrImageUrl: `/v1/transactions/${sale.id}/ticket-qr.svg`,
      icsUrl: `/v1/transactions/${sale.id}/ticket.ics`,
      startsAt,
      endsAt,
      location: { kind: "online", url: ZOOM },
      checkedInAt: null,
    });
    expect(ticket.code).toMatch(/^TKT-[0-9A-HJKMNP-TV-Z]{6}$/);
    expect(ticket.googleCalendarUrl).toContain("calendar.google.com/calendar/render?action=TEMPLATE");

    const ics = await t.app.inject({ method: "GET", url: ticket.icsUrl });
    expect(ics.statusCode).toBe(200);
    expect(ics.headers["content-type"]).toContain("text/calendar");
    expect(ics.body).toContain("\r\n");
    const calendar = new ICAL.Component(ICAL.parse(ics.body));
    const vevent = calendar.getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("Kelas Live: Foto Produk, Cahaya; Alami");
    expect(parsed.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(endsAt);
    expect(parsed.startDate.zone.tzid).toBe("UTC");
    expect(parsed.uid).toBe(`${sale.id}@lapak.test`);
    expect(parsed.location).toBe(ZOOM);
    expect(vevent.getFirstPropertyValue("url")).toBe(ZOOM);
    expect(parsed.description).toContain(ticket.code);
    expect(vevent.getAllSubcomponents("valarm")).toHaveLength(1);

    const qr = await t.app.inject({ method: "GET", url: ticket.qrImageUrl });
    expect(qr.statusCode).toBe(200);
    expect(qr.body).toContain("<svg");
  });
});

describe("attendees and check-in", () => {
  it("lists paid attendees with a CSV, checks a ticket in once, and refuses another event's ticket", async () => {
    const event = await eventOk({ capacity: 5 });
    const other = await eventOk({ capacity: 5, title: "Acara Lain" });
    const paid = await checkoutOk(t, event.id, buyer({ name: "Rina Kusuma", phone: "081298765432" }));
    await payWithSandbox(t, paid.id);
    const pending = await checkoutOk(t, event.id);
    const stranger = await checkoutOk(t, other.id);
    await payWithSandbox(t, stranger.id);
    const code = (await t.app.inject({ method: "GET", url: `/v1/transactions/${paid.id}` })).json().data.delivery.ticket
      .code as string;

    const listed = await t.app.inject({
      method: "GET",
      url: `/v1/events/${event.id}/attendees`,
      headers: bearer(seller.token),
    });
    expect(listed.statusCode).toBe(200);
    const attendees = listed.json().data.attendees;
    expect(attendees).toHaveLength(1);
    expect(attendees[0]).toMatchObject({ ticketCode: code, name: "Rina Kusuma", checkedInAt: null });
    expect(attendees.map((row: { transactionId: string }) => row.transactionId)).not.toContain(pending.id);

    const checkInCode = (value: string, productId = event.id, token = seller.token) =>
      t.app.inject({
        method: "POST",
        url: `/v1/events/${productId}/check-ins`,
        headers: bearer(token),
        payload: { code: value },
      });
    // Typed in lower case and without the dash, as a person at the door might.
    const first = await checkInCode(code.toLowerCase().replace("-", ""));
    expect(first.statusCode).toBe(201);
    expect(first.json().data).toMatchObject({ ticketCode: code, name: "Rina Kusuma" });
    const again = await checkInCode(code);
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toMatch(/^Sudah check-in pukul \d{2}\.\d{2}$/);

    const strangerCode = (await t.app.inject({ method: "GET", url: `/v1/transactions/${stranger.id}` })).json().data
      .delivery.ticket.code;
    expect((await checkInCode(strangerCode)).statusCode).toBe(404);
    const pendingCode = await t.db.query.eventTickets.findFirst({
      where: (tickets, { eq }) => eq(tickets.transactionId, pending.id),
    });
    expect((await checkInCode(pendingCode?.code ?? "")).statusCode).toBe(404);
    const outsider = await sellerStore(t, { name: "Penjual Lain" });
    expect((await checkInCode(code, event.id, outsider.token)).statusCode).toBe(404);
    expect((await checkInCode("")).statusCode).toBe(422);

    const csv = await t.app.inject({
      method: "GET",
      url: `/v1/events/${event.id}/attendees.csv`,
      headers: bearer(seller.token),
    });
    expect(csv.statusCode).toBe(200);
    const [header, row] = csv.body.replace("\uFEFF", "").trim().split("\r\n");
    expect(header).toBe("Kode Tiket,Kode Pesanan,Nama,Email,WhatsApp,Dibayar (WIB),Check-in (WIB)");
    expect(row).toContain(`${code},${paid.code},Rina Kusuma,`);
    expect(row).toContain("0812-9876-5432");
    expect(row?.split(",").at(-1)).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect((await transactionRow(t.db, paid.id)).status).toBe("paid");
  });
});

describe("reminders", () => {
  it("emails each ticket holder 24 hours and 1 hour before, once each with two app instances", async () => {
    const second = await createTestApp();
    try {
      const startsAt = inDays(5);
      const event = await eventOk({ startsAt, endsAt: inDays(5, 2), capacity: null, title: "Webinar Pengingat" });
      const emails = [uniqueEmail("ingat1"), uniqueEmail("ingat2")];
      const sales = [];
      for (const email of emails) {
        const sale = await checkoutOk(t, event.id, { email });
        await payWithSandbox(t, sale.id);
        sales.push(sale);
      }
      const unpaid = uniqueEmail("belumbayar");
      await checkoutOk(t, event.id, { email: unpaid });
      const start = Date.parse(startsAt);
      const run = (msBefore: number) =>
        Promise.all(
          [t, second].map((app) =>
            remindTicketHolders(
              { db: app.db, config: app.config, jobs: app.app.jobs },
              { now: new Date(start - msBefore) },
            ),
          ),
        );
      const sent = (kind: string) => emails.map((email) => mailsTo(t, email, kind).length);

      await run(25 * HOUR);
      await t.app.jobs.drain();
      expect(sent("event-reminder-day")).toEqual([0, 0]);

      const day = await run(23 * HOUR);
      expect(day.reduce((sum, result) => sum + result.reminded, 0)).toBe(2);
      await run(22 * HOUR);
      await t.app.jobs.drain();
      await second.app.jobs.drain();
      expect(sent("event-reminder-day")).toEqual([1, 1]);
      const [reminder] = mailsTo(t, emails[0] as string, "event-reminder-day");
      expect(reminder?.subject).toBe("Pengingat: Webinar Pengingat dimulai besok");
      expect(reminder?.text).toContain(`Tautan acara: ${ZOOM}`);
      expect(reminder?.text).toContain(`/my-order/${sales[0]?.id}`);
      expect(mailsTo(t, unpaid, "event-reminder-day")).toHaveLength(0);

      await run(40 * 60_000);
      await run(30 * 60_000);
      await t.app.jobs.drain();
      await second.app.jobs.drain();
      expect(sent("event-reminder-hour")).toEqual([1, 1]);
      await run(-60_000);
      await t.app.jobs.drain();
      expect(sent("event-reminder-hour")).toEqual([1, 1]);
    } finally {
      await second.close();
    }
  });

  it("mails the move to ticket holders and reminds again for the new time", async () => {
    const startsAt = inDays(4);
    const event = await eventOk({ startsAt, endsAt: inDays(4, 2), capacity: null });
    const email = uniqueEmail("pindah");
    const sale = await checkoutOk(t, event.id, { email });
    await payWithSandbox(t, sale.id);
    const deps = { db: t.db, config: t.config, jobs: t.app.jobs };
    await remindTicketHolders(deps, { now: new Date(Date.parse(startsAt) - 20 * HOUR) });
    const moved = inDays(6);
    const movedEnd = inDays(6, 2);
    const saved = await saveEvent(eventBody({ startsAt: moved, endsAt: movedEnd, capacity: null }), {
      id: event.id,
    });
    expect(saved.statusCode).toBe(200);
    await remindTicketHolders(deps, { now: new Date(Date.parse(moved) - 20 * HOUR) });
    await t.app.jobs.drain();
    expect(mailsTo(t, email, "event-reminder-day")).toHaveLength(2);
    // The move itself was mailed to the ticket holder, with the new time; a new price was not.
    const [changed] = mailsTo(t, email, "event-changed");
    expect(changed?.subject).toBe("Perubahan acara: Webinar Jualan di TikTok");
    expect(changed?.text).toContain(`/my-order/${sale.id}`);
    await saveEvent(eventBody({ startsAt: moved, endsAt: movedEnd, capacity: null, price: 80_000 }), {
      id: event.id,
    });
    await t.app.jobs.drain();
    expect(mailsTo(t, email, "event-changed")).toHaveLength(1);
  });
});

describe("the certificate of attendance", () => {
  it("is given in the library once the ticket holder checked in, and verified publicly as attendance", async () => {
    const event = await eventOk({ certificate: true, capacity: null, title: "Workshop Foto Produk" });
    const email = uniqueEmail("hadir");
    const sale = await checkoutOk(t, event.id, { email, name: "Dewi Lestari" });
    await payWithSandbox(t, sale.id);
    const token = await signInToLibrary(t, email);
    const pdfUrl = `/v1/library/events/${sale.id}/certificate.pdf`;
    const library = async () =>
      (await t.app.inject({ method: "GET", url: "/v1/library", headers: bearer(token) })).json().data.purchases;
    const listed = (await library()).find((p: { transactionId: string }) => p.transactionId === sale.id);
    expect(listed.event.certificateUrl).toBeNull();
    const early = await t.app.inject({ method: "GET", url: pdfUrl, headers: bearer(token) });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe("Sertifikat tersedia setelah Anda check-in di acara.");

    const code = (await fetchTransaction(t, sale.id)).json().data.delivery.ticket.code;
    const checkIn = await t.app.inject({
      method: "POST",
      url: `/v1/events/${event.id}/check-ins`,
      headers: bearer(seller.token),
      payload: { code },
    });
    expect(checkIn.statusCode).toBe(201);
    expect(
      (await library()).find((p: { transactionId: string }) => p.transactionId === sale.id).event.certificateUrl,
    ).toBe(pdfUrl);
    const pdf = await t.app.inject({ method: "GET", url: pdfUrl, headers: bearer(token) });
    expect(pdf.statusCode).toBe(200);
    const text = pdfToText(pdf.rawPayload);
    expect(text).toContain("Kehadiran Acara");
    expect(text).toContain("Dewi Lestari");
    expect(text).toContain("Workshop Foto Produk");
    const serial = text.match(/SRT-[0-9A-HJKMNP-TV-Z]{8}/)?.[0] ?? "";
    const shown = await t.app.inject({ method: "GET", url: `/v1/certificates/${serial}` });
    expect(shown.json().data).toMatchObject({ kind: "event", holderName: "Dewi Lestari" });
    // Another email's session sees nothing of it.
    const other = await signInToLibrary(t, uniqueEmail("orang-lain"));
    expect((await t.app.inject({ method: "GET", url: pdfUrl, headers: bearer(other) })).statusCode).toBe(404);
  });
});
