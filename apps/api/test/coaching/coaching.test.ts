/**
 * 1:1 sessions (Konsultasi; DESIGN §3, ADR 0047): `POST|PUT|GET /v1/product/coaching` with
 * Indonesian 422s naming the field; slots from weekly WIB hours less blocked dates, notice and
 * bookings (of any of the seller's coaching products, with the buffer); a slot exact under
 * concurrency (20 checkouts → one holds it), given back on expiry and on a full refund; the meeting
 * link for the buyer only; the `.ics` read back by ical.js; a reschedule inside and outside the
 * seller's limit; reminders once each with two instances; the seller's Jadwal.
 */
import { addDays, wibDay } from "@lapak/shared/date";
import ICAL from "ical.js";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { freeSlots } from "../../src/modules/coaching/coaching-slots";
import { remindSessions } from "../../src/modules/coaching/session-reminders";
import { bearer, uniqueEmail } from "../helpers/accounts";
import {
  buyer,
  checkout,
  fetchTransaction,
  mailsTo,
  payWithSandbox,
  publishDownload,
  type Seller,
  sellerStore,
  waitForMail,
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
const MEET = "https://meet.google.com/abc-defg-hij";
const EVERY_DAY = [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({ weekday, from: "09:00", to: "12:00" }));

/** The WIB date `days` after today's. */
const day = (days: number) => addDays(wibDay(new Date()), days);
/** The instant of WIB wall time `time` on `date`. */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+07:00`).toISOString();

const coachingBody = (overrides: Record<string, unknown> = {}) => ({
  title: "Konsultasi Branding 1-on-1",
  description: "<p>Satu jam membedah feed Anda</p>",
  price: 150_000,
  status: "published",
  durationMinutes: 60,
  availability: EVERY_DAY,
  bufferMinutes: 0,
  minNoticeHours: 0,
  maxDaysAhead: 60,
  location: { kind: "online", url: MEET },
  rescheduleHours: 24,
  ...overrides,
});

function saveCoaching(
  payload: Record<string, unknown>,
  { id, token = seller.token }: { id?: string; token?: string } = {},
) {
  return t.app.inject({
    method: id ? "PUT" : "POST",
    url: id ? `/v1/product/coaching/${id}` : "/v1/product/coaching",
    headers: bearer(token),
    payload,
  });
}

async function coachingOk(overrides: Record<string, unknown> = {}, owner = seller) {
  const response = await saveCoaching(coachingBody(overrides), { token: owner.token });
  if (response.statusCode !== 201) throw new Error(`coaching not saved: ${response.body}`);
  return response.json().data as { id: string; slug: string; coaching: Record<string, unknown> };
}

async function slotsOf(productId: string, from: string, to = from) {
  const response = await t.app.inject({ method: "GET", url: `/v1/products/${productId}/slots?from=${from}&to=${to}` });
  if (response.statusCode !== 200) throw new Error(`slots: ${response.body}`);
  return (response.json().data.slots as { startsAt: string }[]).map((slot) => slot.startsAt);
}

const book = (productId: string, slotStartsAt: string, overrides: Record<string, unknown> = {}) =>
  checkout(t, { productId, paymentMethod: "qris", ...buyer(), slotStartsAt, ...overrides });

describe("saving a 1:1 session", () => {
  it("refuses bad fields with Indonesian errors naming them, and saves nothing", async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ durationMinutes: 10 }, "durationMinutes", "Durasi minimal 15 menit"],
      [{ durationMinutes: 300 }, "durationMinutes", "Durasi maksimal 240 menit"],
      [{ availability: [] }, "availability", "Tambahkan minimal satu jam tersedia"],
      [{ availability: [{ weekday: 8, from: "09:00", to: "12:00" }] }, "availability.0.weekday", "Hari tidak valid"],
      [
        { availability: [{ weekday: 1, from: "9:00", to: "12:00" }] },
        "availability.0.from",
        "Jam mulai harus berformat JJ:MM",
      ],
      [
        { availability: [{ weekday: 1, from: "12:00", to: "09:00" }] },
        "availability.0.to",
        "Jam selesai harus setelah jam mulai",
      ],
      [{ availability: [{ weekday: 1, from: "09:00", to: "09:30" }] }, "availability.0.to", "minimal 60 menit"],
      [
        {
          availability: [
            { weekday: 2, from: "09:00", to: "12:00" },
            { weekday: 2, from: "11:00", to: "14:00" },
          ],
        },
        "availability.1.from",
        "tidak boleh bertumpuk",
      ],
      [{ bufferMinutes: 500 }, "bufferMinutes", "Jeda antar sesi maksimal 120 menit"],
      [{ rescheduleHours: -1 }, "rescheduleHours", "Batas ubah jadwal minimal 0 jam"],
      [{ location: { kind: "online", url: "javascript:alert(1)" } }, "location.url", "Masukkan tautan acara"],
      [{ price: 500 }, "price", "Harga produk berbayar minimal Rp1.000"],
    ];
    const count = async () =>
      (await t.app.inject({ method: "GET", url: "/v1/products", headers: bearer(seller.token) })).json().data.length;
    const before = await count();
    for (const [overrides, field, message] of cases) {
      const response = await saveCoaching(coachingBody(overrides));
      expect(response.statusCode, field).toBe(422);
      expect(response.json().errors[field]?.[0], JSON.stringify(response.json().errors)).toContain(message);
    }
    expect(await count()).toBe(before);
  });

  it("keeps the hours for the owner, hides the meeting link from everyone else, and keeps blocked dates on PUT", async () => {
    const saved = await coachingOk({
      availability: [
        { weekday: 3, from: "13:00", to: "17:00" },
        { weekday: 1, from: "09:00", to: "12:00" },
      ],
    });
    expect(saved.coaching).toEqual({
      durationMinutes: 60,
      availability: [
        { weekday: 1, from: "09:00", to: "12:00" },
        { weekday: 3, from: "13:00", to: "17:00" },
      ],
      bufferMinutes: 0,
      minNoticeHours: 0,
      maxDaysAhead: 60,
      location: { kind: "online", url: MEET },
      rescheduleHours: 24,
      blockedDates: [],
    });
    const shown = (await t.app.inject({ method: "GET", url: `/v1/products/${saved.id}` })).json();
    expect(shown.data.coaching).toEqual({ durationMinutes: 60, location: { kind: "online" }, rescheduleHours: 24 });
    const page = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}/products/${saved.slug}` });
    expect(page.json().data.ctaLabel).toBe("Pilih Jadwal");
    const store = await t.app.inject({ method: "GET", url: `/v1/sellers/${seller.username}` });
    for (const body of [JSON.stringify(shown), page.body, store.body]) expect(body).not.toContain("meet.google.com");

    const blocked = await t.app.inject({
      method: "PUT",
      url: `/v1/coaching/${saved.id}/blocked-dates`,
      headers: bearer(seller.token),
      payload: { dates: [day(9), day(3), day(3)] },
    });
    expect(blocked.statusCode).toBe(200);
    expect(blocked.json().data.blockedDates).toEqual([day(3), day(9)]);
    const updated = await saveCoaching(coachingBody({ durationMinutes: 45 }), { id: saved.id });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().data.coaching).toMatchObject({ durationMinutes: 45, blockedDates: [day(3), day(9)] });

    const bad = await t.app.inject({
      method: "PUT",
      url: `/v1/coaching/${saved.id}/blocked-dates`,
      headers: bearer(seller.token),
      payload: { dates: ["2026-02-30"] },
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors["dates.0"]).toEqual(["Tanggal tidak valid"]);
    const outsider = await sellerStore(t, { name: "Penjual Lain" });
    const foreign = await t.app.inject({
      method: "PUT",
      url: `/v1/coaching/${saved.id}/blocked-dates`,
      headers: bearer(outsider.token),
      payload: { dates: [] },
    });
    expect(foreign.statusCode).toBe(404);
  });
});

describe("slots", () => {
  it("follows the weekly hours in WIB, the buffer, blocked dates and the booking window", async () => {
    const product = await coachingOk({ bufferMinutes: 30 });
    const date = day(10);
    // 09.00–12.00 WIB with 60-minute sessions and 30 minutes between: 09.00 and 10.30.
    expect(await slotsOf(product.id, date)).toEqual([at(date, "09:00"), at(date, "10:30")]);
    expect(at(date, "09:00")).toBe(`${date}T02:00:00.000Z`);
    await t.app.inject({
      method: "PUT",
      url: `/v1/coaching/${product.id}/blocked-dates`,
      headers: bearer(seller.token),
      payload: { dates: [date] },
    });
    expect(await slotsOf(product.id, date)).toEqual([]);
    expect(await slotsOf(product.id, day(11))).toHaveLength(2);
    expect(await slotsOf(product.id, day(61))).toEqual([]);

    const query = (from: string, to: string) =>
      t.app.inject({ method: "GET", url: `/v1/products/${product.id}/slots?from=${from}&to=${to}` });
    const wide = await query(day(1), day(40));
    expect(wide.statusCode).toBe(422);
    expect(wide.json().errors.to).toEqual(["Rentang maksimal 31 hari"]);
    expect((await query(day(5), day(4))).json().errors.to).toEqual(["Tanggal akhir harus setelah tanggal awal"]);
    expect((await query("besok", day(4))).statusCode).toBe(422);
    const download = await publishDownload(t, seller);
    const notCoaching = await t.app.inject({
      method: "GET",
      url: `/v1/products/${download.id}/slots?from=${day(1)}&to=${day(2)}`,
    });
    expect(notCoaching.statusCode).toBe(404);
  });

  it("leaves out slots inside the notice and past the days ahead (pure rules)", () => {
    const coaching = {
      durationMinutes: 60,
      availability: EVERY_DAY,
      bufferMinutes: 0,
      minNoticeHours: 24,
      maxDaysAhead: 2,
      location: { kind: "online" as const, url: MEET },
      rescheduleHours: 24,
    };
    // 08.00 WIB on 14 December 2026: tomorrow's 09.00 is 25 hours away, today's are too soon.
    const now = new Date("2026-12-14T01:00:00Z");
    const slots = freeSlots(coaching, { from: "2026-12-14", to: "2026-12-20", now, taken: [] });
    expect(slots.map((slot) => slot.startsAt)).toEqual([
      "2026-12-15T02:00:00.000Z",
      "2026-12-15T03:00:00.000Z",
      "2026-12-15T04:00:00.000Z",
      "2026-12-16T02:00:00.000Z",
      "2026-12-16T03:00:00.000Z",
      "2026-12-16T04:00:00.000Z",
    ]);
    expect(slots[0]?.endsAt).toBe("2026-12-15T03:00:00.000Z");
  });
});

describe("booking a slot", () => {
  it("needs a slot the hours give", async () => {
    const product = await coachingOk();
    const none = await checkout(t, { productId: product.id, paymentMethod: "qris", ...buyer() });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.slotStartsAt).toEqual(["Pilih jadwal sesi"]);
    const odd = await book(product.id, at(day(10), "09:30"));
    expect(odd.json().errors.slotStartsAt).toEqual(["Jadwal ini tidak ada di jam tersedia penjual"]);
    const far = await book(product.id, at(day(70), "09:00"));
    expect(far.json().errors.slotStartsAt).toEqual(["Jadwal ini sudah tidak tersedia. Pilih jadwal lain."]);
  });

  it("lets exactly one of 20 concurrent checkouts hold a slot, which then leaves every list", async () => {
    const product = await coachingOk();
    const slot = at(day(12), "10:00");
    const responses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => book(product.id, slot, { email: uniqueEmail(`sesi${i}`) })),
    );
    const taken = responses.filter((response) => response.statusCode === 201);
    const refused = responses.filter((response) => response.statusCode === 422);
    expect(taken).toHaveLength(1);
    expect(refused).toHaveLength(19);
    for (const response of refused) {
      expect(response.json().errors.slotStartsAt).toEqual(["Jadwal ini sudah tidak tersedia. Pilih jadwal lain."]);
    }
    const sale = taken[0]?.json().data;
    expect(Date.parse(sale.expiresAt) - Date.parse(sale.createdAt)).toBeLessThanOrEqual(15 * 60_000 + 1000);
    expect(await slotsOf(product.id, day(12))).toEqual([at(day(12), "09:00"), at(day(12), "11:00")]);
  }, 60_000);

  it("gives a slot back when its checkout expires, keeps it when paid, and passes it on a method change", async () => {
    const product = await coachingOk();
    const date = day(13);
    const slot = at(date, "09:00");
    const first = (await book(product.id, slot)).json().data;
    await payWithSandbox(t, first.id, "expired");
    expect(await slotsOf(product.id, date)).toContain(slot);
    const second = (await book(product.id, slot)).json().data;
    const changed = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${second.id}/change-method`,
      payload: { paymentMethod: "bca_va" },
    });
    expect(changed.statusCode).toBe(201);
    expect(await slotsOf(product.id, date)).not.toContain(slot);
    await payWithSandbox(t, changed.json().data.id);
    expect(await slotsOf(product.id, date)).not.toContain(slot);
    expect((await book(product.id, slot)).statusCode).toBe(422);
  });

  it("keeps one seller from being booked twice at once across their coaching products", async () => {
    const owner = await sellerStore(t, { name: "Coach Dua Produk" });
    const hour = await coachingOk({ title: "Sesi 60 Menit" }, owner);
    const half = await coachingOk({ title: "Sesi 30 Menit", durationMinutes: 30 }, owner);
    const date = day(14);
    const sale = (await book(hour.id, at(date, "10:00"))).json().data;
    await payWithSandbox(t, sale.id);
    expect(await slotsOf(half.id, date)).toEqual([
      at(date, "09:00"),
      at(date, "09:30"),
      at(date, "11:00"),
      at(date, "11:30"),
    ]);
    expect((await book(half.id, at(date, "10:30"))).statusCode).toBe(422);
  });
});

describe("the booked session", () => {
  it("shows the link once paid, mails both sides an .ics with the right UTC times, and lists it on Jadwal", async () => {
    const product = await coachingOk({ title: "Konsultasi Toko Online, Jujur; Santai" });
    const date = day(15);
    const startsAt = at(date, "11:00");
    const email = uniqueEmail("klien");
    const sale = (await book(product.id, startsAt, { email, name: "Sari Wulandari" })).json().data;
    expect(sale.delivery).toBeUndefined();
    expect((await t.app.inject({ method: "GET", url: `/v1/transactions/${sale.id}/session.ics` })).statusCode).toBe(
      404,
    );
    await payWithSandbox(t, sale.id);
    const session = (await fetchTransaction(t, sale.id)).json().data.delivery.session;
    expect(session).toMatchObject({
      startsAt,
      endsAt: at(date, "12:00"),
      location: { kind: "online", url: MEET },
      icsUrl: `/v1/transactions/${sale.id}/session.ics`,
      rescheduleUntil: new Date(Date.parse(startsAt) - 24 * HOUR).toISOString(),
      rescheduleCount: 0,
    });
    expect(session.googleCalendarUrl).toContain("calendar.google.com/calendar/render?action=TEMPLATE");

    const ics = await t.app.inject({ method: "GET", url: session.icsUrl });
    expect(ics.headers["content-type"]).toContain("text/calendar");
    const vevent = new ICAL.Component(ICAL.parse(ics.body)).getFirstSubcomponent("vevent");
    if (!vevent) throw new Error("no VEVENT");
    const parsed = new ICAL.Event(vevent);
    expect(parsed.summary).toBe("Konsultasi Toko Online, Jujur; Santai");
    expect(parsed.startDate.toJSDate().toISOString()).toBe(startsAt);
    expect(parsed.endDate.toJSDate().toISOString()).toBe(at(date, "12:00"));
    expect(parsed.startDate.zone.tzid).toBe("UTC");
    expect(parsed.location).toBe(MEET);
    expect(vevent.getAllSubcomponents("valarm")).toHaveLength(1);

    const [receipt] = await waitForMail(t, email, "receipt");
    expect(receipt?.text).toContain("Jadwal sesi: ");
    expect(receipt?.text).toContain(`Tautan sesi: ${MEET}`);
    expect(receipt?.attachments?.[0]?.filename).toBe(`Sesi-${sale.code}.ics`);
    expect(receipt?.attachments?.[0]?.content).toContain(
      `DTSTART:${startsAt.replace(/[-:]/g, "").replace(".000", "")}`,
    );
    const sellerIcs = mailsTo(t, seller.email, "new_sale").find((mail) => mail.text.includes(sale.code));
    expect(sellerIcs?.attachments?.[0]?.content).toContain("Sesi dengan Sari Wulandari");

    const jadwal = await t.app.inject({ method: "GET", url: "/v1/coaching/sessions", headers: bearer(seller.token) });
    expect(jadwal.statusCode).toBe(200);
    const listed = jadwal.json().data.sessions.find((row: { transactionId: string }) => row.transactionId === sale.id);
    expect(listed).toMatchObject({ startsAt, buyerName: "Sari Wulandari", amount: 150_000, refundable: 150_000 });
    const token = await signInToLibrary(t, email);
    const library = (await t.app.inject({ method: "GET", url: "/v1/library", headers: bearer(token) })).json().data;
    expect(library.purchases[0].session).toMatchObject({ startsAt, rescheduleCount: 0 });
  });

  it("frees the slot and leaves Jadwal when the seller cancels with a full refund", async () => {
    const product = await coachingOk();
    const date = day(16);
    const slot = at(date, "09:00");
    const sale = (await book(product.id, slot)).json().data;
    await payWithSandbox(t, sale.id);
    expect(await slotsOf(product.id, date)).not.toContain(slot);
    const refund = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${sale.id}/refunds`,
      headers: bearer(seller.token),
      payload: { amount: 150_000, reason: "Sesi dibatalkan penjual" },
    });
    expect(refund.statusCode).toBe(201);
    expect(await slotsOf(product.id, date)).toContain(slot);
    const jadwal = await t.app.inject({ method: "GET", url: "/v1/coaching/sessions", headers: bearer(seller.token) });
    expect(jadwal.json().data.sessions.map((row: { transactionId: string }) => row.transactionId)).not.toContain(
      sale.id,
    );
  });
});

describe("rescheduling", () => {
  it("moves the session inside the limit, frees the old slot, and mails both sides", async () => {
    const product = await coachingOk();
    const date = day(17);
    const email = uniqueEmail("pindahsesi");
    const sale = (await book(product.id, at(date, "09:00"), { email })).json().data;
    await payWithSandbox(t, sale.id);
    const other = (await book(product.id, at(date, "11:00"))).json().data;
    await payWithSandbox(t, other.id);
    const token = await signInToLibrary(t, email);
    const move = (slotStartsAt: string, as = token) =>
      t.app.inject({
        method: "POST",
        url: `/v1/transactions/${sale.id}/reschedule`,
        headers: bearer(as),
        payload: { slotStartsAt },
      });

    const clash = await move(at(date, "11:00"));
    expect(clash.statusCode).toBe(422);
    expect(clash.json().errors.slotStartsAt).toEqual(["Jadwal ini sudah tidak tersedia. Pilih jadwal lain."]);
    expect((await move("kapan-saja")).statusCode).toBe(422);
    const stranger = await signInToLibrary(t, uniqueEmail("oranglain"));
    expect((await move(at(date, "10:00"), stranger)).statusCode).toBe(404);
    expect(
      (
        await t.app.inject({
          method: "POST",
          url: `/v1/transactions/${sale.id}/reschedule`,
          payload: { slotStartsAt: at(date, "10:00") },
        })
      ).statusCode,
    ).toBe(401);

    const moved = await move(at(date, "10:00"));
    expect(moved.statusCode).toBe(200);
    expect(moved.json().data).toMatchObject({ startsAt: at(date, "10:00"), rescheduleCount: 1 });
    expect(await slotsOf(product.id, date)).toEqual([at(date, "09:00")]);
    await t.app.jobs.drain();
    const [buyerMail] = mailsTo(t, email, "session-rescheduled");
    expect(buyerMail?.subject).toBe("Jadwal sesi diubah: Konsultasi Branding 1-on-1");
    expect(buyerMail?.attachments?.[0]?.content).toContain(`UID:sesi-${sale.id}@lapak.test`);
    expect(mailsTo(t, seller.email, "session-rescheduled-seller")).toHaveLength(1);
  });

  it("refuses a move past the seller's limit", async () => {
    // A 30-day limit: a booking 18 days away can no longer be moved.
    const product = await coachingOk({ rescheduleHours: 720 });
    const email = uniqueEmail("terlambat");
    const sale = (await book(product.id, at(day(18), "09:00"), { email })).json().data;
    await payWithSandbox(t, sale.id);
    const token = await signInToLibrary(t, email);
    const late = await t.app.inject({
      method: "POST",
      url: `/v1/transactions/${sale.id}/reschedule`,
      headers: bearer(token),
      payload: { slotStartsAt: at(day(18), "10:00") },
    });
    expect(late.statusCode).toBe(422);
    expect(late.json().errors.slotStartsAt).toEqual([
      "Jadwal hanya bisa diubah paling lambat 720 jam sebelum sesi dimulai",
    ]);
  });
});

describe("reminders", () => {
  it("emails buyer and seller 24 hours and 1 hour before, once each with two app instances, and again after a move", async () => {
    const second = await createTestApp();
    try {
      const owner = await sellerStore(t, { name: "Coach Pengingat" });
      const product = await coachingOk({ title: "Sesi Pengingat" }, owner);
      const startsAt = at(day(20), "09:00");
      const email = uniqueEmail("ingatsesi");
      const sale = (await book(product.id, startsAt, { email })).json().data;
      await payWithSandbox(t, sale.id);
      const unpaid = uniqueEmail("belumbayarsesi");
      await book(product.id, at(day(20), "10:00"), { email: unpaid });
      const start = Date.parse(startsAt);
      const run = (msBefore: number) =>
        Promise.all(
          [t, second].map((app) =>
            remindSessions({ db: app.db, config: app.config, jobs: app.app.jobs }, { now: new Date(start - msBefore) }),
          ),
        );
      const drain = async () => {
        await t.app.jobs.drain();
        await second.app.jobs.drain();
      };
      await run(25 * HOUR);
      await drain();
      expect(mailsTo(t, email, "session-reminder-day")).toHaveLength(0);
      const first = await run(23 * HOUR);
      expect(first.reduce((sum, result) => sum + result.reminded, 0)).toBe(1);
      await run(22 * HOUR);
      await drain();
      const [day1] = mailsTo(t, email, "session-reminder-day");
      expect(day1?.subject).toBe("Pengingat: sesi Sesi Pengingat dimulai besok");
      expect(day1?.text).toContain(`Tautan sesi: ${MEET}`);
      expect(mailsTo(t, email, "session-reminder-day")).toHaveLength(1);
      expect(mailsTo(t, owner.email, "session-reminder-seller-day")).toHaveLength(1);
      expect(mailsTo(t, unpaid, "session-reminder-day")).toHaveLength(0);
      await run(40 * 60_000);
      await run(20 * 60_000);
      await run(-60_000);
      await drain();
      expect(mailsTo(t, email, "session-reminder-hour")).toHaveLength(1);
      expect(mailsTo(t, owner.email, "session-reminder-seller-hour")).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});
