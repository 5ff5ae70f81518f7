import { describe, expect, it } from "vitest";
import { socialLinksBodySchema } from "./schemas/user";
import { CONTROL_CHARACTER_MESSAGE, httpUrl, multilineText, ONE_LINE_MESSAGE, text, webUrl } from "./zod";

const C0_AND_DEL = [...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)), "\u007f"];
const LINE_BREAKS = ["\t", "\n", "\r"];
const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe("text()", () => {
  const name = text().trim().min(2, "Nama minimal 2 karakter");

  it("refuses every C0 control character and DEL inside the value, with one Indonesian message", () => {
    for (const character of C0_AND_DEL) {
      expect(messagesOf(name.safeParse(`Sari${character}Wulandari`)), JSON.stringify(character)).toEqual([
        ONE_LINE_MESSAGE,
      ]);
    }
  });

  it("refuses a NUL even at the edges, which trimming would not remove", () => {
    expect(name.safeParse("\u0000Sari").success).toBe(false);
    expect(name.safeParse("Sari\u0000").success).toBe(false);
  });

  it("leaves a line break around the value to trim, and keeps other text whole", () => {
    expect(name.parse("  Sari Wulandari\r\n")).toBe("Sari Wulandari");
    expect(name.parse("Ni Luh Ayu — 😊 ñ")).toBe("Ni Luh Ayu — 😊 ñ");
  });
});

describe("multilineText()", () => {
  const message = multilineText().max(100);

  it("keeps tab, line feed and carriage return", () => {
    expect(message.parse("Baris satu\r\nBaris\tdua\n")).toBe("Baris satu\r\nBaris\tdua\n");
  });

  it("refuses the other control characters", () => {
    for (const character of C0_AND_DEL.filter((c) => !LINE_BREAKS.includes(c))) {
      expect(messagesOf(message.safeParse(`Halo${character}`)), JSON.stringify(character)).toEqual([
        CONTROL_CHARACTER_MESSAGE,
      ]);
    }
  });
});

describe("httpUrl()", () => {
  it("refuses a NUL in the path, which z.url() alone lets through", () => {
    expect(messagesOf(httpUrl().safeParse("https://contoh.id/hadiah\u0000"))).toEqual([ONE_LINE_MESSAGE]);
    expect(httpUrl().parse("https://contoh.id/hadiah")).toBe("https://contoh.id/hadiah");
    expect(httpUrl().safeParse("ftp://contoh.id/").success).toBe(false);
  });
});

describe("webUrl()", () => {
  it("accepts a bare domain as people type it and adds https://", () => {
    expect(webUrl().parse("lapak.id")).toBe("https://lapak.id");
    expect(webUrl().parse("  www.lapak.id/toko?ref=ig ")).toBe("https://www.lapak.id/toko?ref=ig");
    expect(webUrl().parse("lapak.id:8080/x")).toBe("https://lapak.id:8080/x");
    expect(socialLinksBodySchema.parse({ website: "lapak.id" }).website).toBe("https://lapak.id");
  });

  it("keeps a full http(s) URL as it is", () => {
    expect(webUrl().parse("http://contoh.id/hadiah")).toBe("http://contoh.id/hadiah");
  });

  it("refuses other schemes and junk with the URL message; empty is 'not set' only when optional", () => {
    expect(webUrl().safeParse("javascript:alert(1)").success).toBe(false);
    expect(webUrl().safeParse("ftp://contoh.id").success).toBe(false);
    expect(webUrl().safeParse("bukan alamat").success).toBe(false);
    expect(webUrl().safeParse("").success).toBe(false);
    expect(webUrl({ optional: true }).parse("")).toBe("");
    expect(webUrl({ optional: true }).parse("   ")).toBe("");
    expect(socialLinksBodySchema.parse({ website: "" }).website).toBe("");
  });
});
