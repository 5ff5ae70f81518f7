import { describe, expect, it } from "vitest";
import { filtersAtDefault, readSalesView, SALES_MAX_PAGES, salesFilterQuery, salesHref } from "./sales-url";

const NOW = new Date("2026-11-24T03:00:00Z"); // 10.00 WIB
const ID = "0190a8a0-0000-7000-8000-000000000001";
const view = (search: string) => readSalesView(new URLSearchParams(search), NOW);

describe("the Penjualan screen's URL", () => {
  it("defaults to paid sales of the last 30 WIB days, first page, no sheet", () => {
    const v = view("");
    expect(v).toMatchObject({ status: "paid", productId: null, q: "", page: 1, id: null });
    expect(v.range).toMatchObject({ range: "30d", from: "2026-10-26", to: "2026-11-24" });
    expect(filtersAtDefault(v)).toBe(true);
    expect(salesFilterQuery(v).toString()).toBe("status=paid&from=2026-10-26&to=2026-11-24");
  });

  it("passes every status, a product and a search to the API, and all time without dates", () => {
    const v = view(`status=all&product=${ID}&q=+Budi+&range=all`);
    expect(filtersAtDefault(v)).toBe(false);
    expect(salesFilterQuery(v).toString()).toBe(`productId=${ID}&q=Budi`);
  });

  it("'Dana dikembalikan' asks the API for paid sales with money given back", () => {
    expect(salesFilterQuery(view("status=refunded&range=all")).toString()).toBe("status=paid&refund=any");
  });

  it("drops what it cannot trust: unknown statuses, malformed ids, pages out of bounds", () => {
    expect(view("status=lunas&product=x&id=1&page=-3")).toMatchObject({
      status: "paid",
      productId: null,
      id: null,
      page: 1,
    });
    expect(view("page=999").page).toBe(SALES_MAX_PAGES);
  });

  it("builds links that keep the range and filters, and open or close a sheet", () => {
    const v = view(`from=2026-11-01&to=2026-11-10&status=pending&page=2`);
    expect(salesHref(v, { id: ID })).toBe(`?from=2026-11-01&to=2026-11-10&status=pending&page=2&id=${ID}`);
    expect(salesHref({ ...v, id: ID }, { id: null })).toBe("?from=2026-11-01&to=2026-11-10&status=pending&page=2");
    expect(salesHref(v, { page: "3" })).toBe("?from=2026-11-01&to=2026-11-10&status=pending&page=3");
    expect(salesHref(view(""), { id: ID })).toBe(`?id=${ID}`);
    expect(salesHref(view("range=7d"), { id: ID })).toBe(`?range=7d&id=${ID}`);
  });
});
