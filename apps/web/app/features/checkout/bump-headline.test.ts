import { describe, expect, it } from "vitest";
import { bumpHeadline } from "./bump-headline";

describe("the order bump card's title", () => {
  it("prefixes Tambah to a plain headline", () => {
    expect(bumpHeadline("Bonus Template")).toBe("Tambah Bonus Template");
  });

  it("does not prefix Tambah to a headline that already starts with it", () => {
    expect(bumpHeadline("Tambah template Canva")).toBe("Tambah template Canva");
    expect(bumpHeadline("tambahkan video kursus")).toBe("tambahkan video kursus");
    expect(bumpHeadline("Tambahan: 50 preset")).toBe("Tambahan: 50 preset");
  });
});
