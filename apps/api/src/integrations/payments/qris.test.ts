import { describe, expect, it } from "vitest";
import { buildQrisPayload, crc16Ccitt, decodeTlv, encodeTlv, parseQrisPayload } from "./qris";

describe("crc16Ccitt", () => {
  it("matches the CRC-16/CCITT-FALSE check value of the CRC catalogue", () => {
    // reveng.sourceforge.io/crc-catalogue: CRC-16/IBM-3740 (alias CCITT-FALSE), check = 0x29B1.
    expect(crc16Ccitt("123456789")).toBe("29B1");
  });

  it("pads to four upper-case hex digits", () => {
    expect(crc16Ccitt("")).toBe("FFFF");
    expect(crc16Ccitt("A")).toMatch(/^[0-9A-F]{4}$/);
  });
});

describe("TLV", () => {
  it("encodes lengths as two decimal digits and nests templates", () => {
    expect(encodeTlv([["00", "01"]])).toBe("000201");
    expect(encodeTlv([["62", [["01", "ABC"]]]])).toBe("62070103ABC");
  });

  it("round-trips and refuses malformed input", () => {
    expect(decodeTlv("000201010212")).toEqual([
      ["00", "01"],
      ["01", "12"],
    ]);
    expect(() => decodeTlv("0002")).toThrow();
    expect(() => encodeTlv([["59", "x".repeat(100)]])).toThrow();
  });
});

describe("buildQrisPayload", () => {
  const payload = buildQrisPayload({
    amount: 49000,
    billNumber: "0193A1B2C3D4E5F6",
    merchantName: "Lapak Sandbox",
    merchantCity: "Jakarta",
  });

  it("is a dynamic QRIS for the amount, in rupiah, for an Indonesian merchant", () => {
    const fields = parseQrisPayload(payload);
    expect(fields.get("00")).toBe("01");
    expect(fields.get("01")).toBe("12");
    expect(fields.get("52")).toBe("5815");
    expect(fields.get("53")).toBe("360");
    expect(fields.get("54")).toBe("49000");
    expect(fields.get("58")).toBe("ID");
    expect(fields.get("59")).toBe("LAPAK SANDBOX");
    expect(fields.get("60")).toBe("JAKARTA");
    expect(new Map(decodeTlv(fields.get("51") ?? "")).get("00")).toBe("ID.CO.QRIS.WWW");
    expect(new Map(decodeTlv(fields.get("26") ?? "")).get("00")).toBe("ID.CO.QRIS.WWW");
    expect(new Map(decodeTlv(fields.get("62") ?? "")).get("01")).toBe("0193A1B2C3D4E5F6");
  });

  it("ends with a CRC over everything up to and including 6304", () => {
    expect(payload).toMatch(/6304[0-9A-F]{4}$/);
    expect(payload.slice(-4)).toBe(crc16Ccitt(payload.slice(0, -4)));
  });

  it("refuses a payload whose amount was altered", () => {
    expect(() => parseQrisPayload(payload.replace("540549000", "540519000"))).toThrow(/CRC mismatch/);
  });
});
