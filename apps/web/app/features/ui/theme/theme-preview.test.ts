import type { Product } from "@lapak/shared/schemas/product";
import { DEFAULT_THEME } from "@lapak/shared/schemas/user";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { themeFormData } from "../../../lib/theme-form.server";
import { ThemePreview } from "./theme-preview";

const user = { theme: DEFAULT_THEME, name: "Sari Wulandari", username: "sari" };

function product(overrides: Partial<Product>): Product {
  const id = `p-${overrides.title}`;
  return { id, type: "digital_download", status: "published", ctaLabel: "", ...overrides } as Product;
}

/** What Desain Toko's preview shows for the seller's products, as its loader gives them. */
function preview(products: Product[]) {
  const { seller, theme } = themeFormData(user, products);
  return renderToStaticMarkup(createElement(ThemePreview, { theme, ...seller }));
}

describe("the store design preview (DASHBOARD-UX §0)", () => {
  it("shows the seller's first two products the store shows, with their own button labels", () => {
    const html = preview([
      product({ title: "Draf Rahasia", status: "draft" }),
      product({ title: "Kelas Batik Dasar" }),
      product({ title: "Checklist Gratis", type: "collect_email" }),
      product({ title: "Preset Ketiga", ctaLabel: "Ambil" }),
    ]);
    expect(html).toContain("Kelas Batik Dasar");
    expect(html).toContain("Beli Sekarang");
    expect(html).toContain("Checklist Gratis");
    expect(html).toContain("Dapatkan Gratis");
    expect(html).not.toContain("Draf Rahasia");
    expect(html).not.toContain("Preset Ketiga");
  });

  it("invents no products: a seller without any sees one neutral placeholder", () => {
    const html = preview([]);
    expect(html).toContain("Produk Anda tampil di sini");
    for (const invented of ["E-book Resep Favorit", "Preset Foto Lightroom", "Beli Sekarang"]) {
      expect(html).not.toContain(invented);
    }
  });
});
