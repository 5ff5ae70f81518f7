import { describe, expect, it } from "vitest";
import { PRODUCT_TYPE_INFO, productFormPath, productFormTitle, productTypeOfSegment } from "./product-types";

describe("productTypeOfSegment", () => {
  it("reads the type back from its form's URL segment", () => {
    expect(productTypeOfSegment("digital-download")).toBe("digital_download");
    expect(productTypeOfSegment("collect-email")).toBe("collect_email");
    expect(productTypeOfSegment("external-url")).toBe("external_url");
    for (const info of Object.values(PRODUCT_TYPE_INFO)) {
      expect(productTypeOfSegment(productFormPath(info.type).split("/").pop() ?? "")).toBe(info.type);
    }
  });

  it("knows no other segment (the route answers 404)", () => {
    for (const segment of ["digital_download", "Digital-Download", "", "constructor", "__proto__", "add"]) {
      expect(productTypeOfSegment(segment)).toBeUndefined();
    }
  });
});

describe("productFormTitle", () => {
  it("names a thing to add, never 'Tambah Kumpulkan Email'", () => {
    expect(productFormTitle("collect_email", false)).toBe("Tambah Produk Kumpulkan Email");
    expect(productFormTitle("collect_email", true)).toBe("Ubah Produk Kumpulkan Email");
    expect(productFormTitle("digital_download", false)).toBe("Tambah Produk Digital");
    expect(productFormTitle("external_url", false)).toBe("Tambah Tautan Eksternal");
    expect(productFormTitle("bundle", false)).toBe("Tambah Paket");
    expect(productFormTitle("course", false)).toBe("Tambah Kelas Online");
  });
});
