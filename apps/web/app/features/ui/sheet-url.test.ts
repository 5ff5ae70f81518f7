import { describe, expect, it } from "vitest";
import { onlySheetChanged, withSheet } from "./sheet-url";

const url = (search: string) => new URL(`http://lapak.test/dashboard/sales${search}`);

describe("onlySheetChanged", () => {
  it("is true when only the open item changes", () => {
    expect(onlySheetChanged(url("?status=all"), url("?status=all&id=a"))).toBe(true);
    expect(onlySheetChanged(url("?id=a&status=all"), url("?status=all"))).toBe(true);
    expect(onlySheetChanged(url("?q=x&id=a"), url("?id=b&q=x"))).toBe(true);
  });

  it("is false for a filter change, another page, or a reload of the same URL", () => {
    expect(onlySheetChanged(url("?status=all"), url("?status=paid&id=a"))).toBe(false);
    expect(onlySheetChanged(url("?id=a"), new URL("http://lapak.test/dashboard/customers?id=a"))).toBe(false);
    expect(onlySheetChanged(url("?id=a"), url("?id=a"))).toBe(false);
  });
});

describe("withSheet", () => {
  it("opens and closes a sheet on the URL as it is", () => {
    expect(withSheet(new URLSearchParams("range=30d&q=budi"), "a")).toBe("?range=30d&q=budi&id=a");
    expect(withSheet(new URLSearchParams("range=30d&id=a"), null)).toBe("?range=30d");
  });
});
