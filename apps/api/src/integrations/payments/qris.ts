/**
 * QRIS payloads: EMVCo Merchant-Presented Mode QR (EMV QRCPS-MPM v1.1) as profiled by Bank
 * Indonesia's QRIS standard (ASPI, "Standar Nasional QR Code Pembayaran"). A payload is a string of
 * TLV fields — 2-digit tag, 2-digit decimal length, value — ending with tag 63, a CRC16-CCITT over
 * everything before its value (including "6304").
 */

/** One field of the payload; templates (26–51 merchant account, 62 additional data) nest fields. */
export type TlvField = [tag: string, value: string | TlvField[]];

/**
 * CRC-16/CCITT-FALSE (poly 0x1021, init 0xFFFF, no reflection, no final xor) of `text`'s UTF-8
 * bytes, as 4 upper-case hex digits — what EMVCo QR tag 63 carries. `crc16Ccitt("123456789")` →
 * `"29B1"`.
 */
export function crc16Ccitt(text: string): string {
  let crc = 0xffff;
  for (const byte of Buffer.from(text, "utf8")) {
    crc ^= byte << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, "0");
}

/** Encodes fields as TLV. Throws when a value is longer than 99 characters (EMVCo's limit). */
export function encodeTlv(fields: TlvField[]): string {
  return fields
    .map(([tag, raw]) => {
      const value = typeof raw === "string" ? raw : encodeTlv(raw);
      if (!/^\d{2}$/.test(tag)) throw new Error(`invalid TLV tag ${tag}`);
      if (value.length > 99) throw new Error(`TLV value of tag ${tag} is longer than 99 characters`);
      return `${tag}${String(value.length).padStart(2, "0")}${value}`;
    })
    .join("");
}

/** Splits a TLV string into `[tag, value]` pairs (one level). Throws on a malformed string. */
export function decodeTlv(text: string): [tag: string, value: string][] {
  const fields: [string, string][] = [];
  let at = 0;
  while (at < text.length) {
    const tag = text.slice(at, at + 2);
    const length = text.slice(at + 2, at + 4);
    if (!/^\d{2}$/.test(tag) || !/^\d{2}$/.test(length)) throw new Error(`malformed TLV at ${at}`);
    const end = at + 4 + Number(length);
    if (end > text.length) throw new Error(`TLV value of tag ${tag} runs past the end`);
    fields.push([tag, text.slice(at + 4, end)]);
    at = end;
  }
  return fields;
}

export interface QrisOptions {
  /** Integer rupiah (tag 54). */
  amount: number;
  /** Bill number / reference shown by the payer's app (tag 62.01), ≤ 25 characters. */
  billNumber: string;
  merchantName: string;
  merchantCity: string;
  /** ISO 18245 merchant category code; 5815 = digital goods (media). */
  mcc?: string;
  /** National Merchant ID (NMID) of the QRIS merchant (tag 51.02). */
  nmid?: string;
  /** Merchant PAN at the acquirer (tag 26.01): 9360 (Indonesia's national prefix) + digits. */
  merchantPan?: string;
}

/**
 * A dynamic QRIS payload (point of initiation "12", amount set) for one payment. Names are cut to
 * EMVCo's lengths (name 25, city 15) and upper-cased as Indonesian QRIS stickers show them.
 */
export function buildQrisPayload(options: QrisOptions): string {
  const fields: TlvField[] = [
    ["00", "01"],
    ["01", "12"],
    [
      "26",
      [
        ["00", "ID.CO.QRIS.WWW"],
        ["01", options.merchantPan ?? "9360000000000000017"],
        ["02", "LAPAKSANDBOX0001"],
        ["03", "UMI"],
      ],
    ],
    [
      "51",
      [
        ["00", "ID.CO.QRIS.WWW"],
        ["02", options.nmid ?? "ID1026000000017"],
        ["03", "UMI"],
      ],
    ],
    ["52", options.mcc ?? "5815"],
    ["53", "360"],
    ["54", String(options.amount)],
    ["58", "ID"],
    ["59", options.merchantName.toUpperCase().slice(0, 25)],
    ["60", options.merchantCity.toUpperCase().slice(0, 15)],
    [
      "62",
      [
        ["01", options.billNumber.slice(0, 25)],
        ["07", "LAPAK"],
      ],
    ],
  ];
  const body = `${encodeTlv(fields)}6304`;
  return body + crc16Ccitt(body);
}

/**
 * Reads a QRIS payload back: its top-level fields by tag. Throws when the TLV is malformed, the
 * last field is not a 4-digit CRC, or the CRC does not match.
 */
export function parseQrisPayload(payload: string): Map<string, string> {
  const fields = decodeTlv(payload);
  const last = fields.at(-1);
  if (last?.[0] !== "63" || !/^[0-9A-F]{4}$/.test(last[1])) throw new Error("QRIS payload has no CRC field");
  const expected = crc16Ccitt(payload.slice(0, -4));
  if (expected !== last[1]) throw new Error(`QRIS CRC mismatch: ${last[1]} ≠ ${expected}`);
  return new Map(fields);
}
