/**
 * Indonesian banks a seller can withdraw to (DESIGN §4: short lowercase codes). Names as the banks
 * write them; the list covers the national banks, the large private banks and the digital banks
 * creators use most.
 */
export const BANKS = [
  { code: "bca", name: "BCA" },
  { code: "bni", name: "BNI" },
  { code: "bri", name: "BRI" },
  { code: "mandiri", name: "Bank Mandiri" },
  { code: "bsi", name: "Bank Syariah Indonesia (BSI)" },
  { code: "btn", name: "BTN" },
  { code: "permata", name: "Bank Permata" },
  { code: "cimb", name: "CIMB Niaga" },
  { code: "danamon", name: "Bank Danamon" },
  { code: "ocbc", name: "OCBC" },
  { code: "panin", name: "Panin Bank" },
  { code: "maybank", name: "Maybank Indonesia" },
  { code: "btpn", name: "SMBC Indonesia (Jenius)" },
  { code: "mega", name: "Bank Mega" },
  { code: "sinarmas", name: "Bank Sinarmas" },
  { code: "muamalat", name: "Bank Muamalat" },
  { code: "bjb", name: "Bank BJB" },
  { code: "jatim", name: "Bank Jatim" },
  { code: "jateng", name: "Bank Jateng" },
  { code: "dki", name: "Bank DKI" },
  { code: "jago", name: "Bank Jago" },
  { code: "seabank", name: "SeaBank" },
  { code: "blu", name: "blu by BCA Digital" },
  { code: "neo", name: "Bank Neo Commerce" },
  { code: "allo", name: "Allo Bank" },
] as const;

export type BankCode = (typeof BANKS)[number]["code"];
export const BANK_CODES = BANKS.map((bank) => bank.code) as [BankCode, ...BankCode[]];

/** `"bca"` → `"BCA"`; an unknown code comes back upper-cased. */
export function bankName(code: string): string {
  return BANKS.find((bank) => bank.code === code)?.name ?? code.toUpperCase();
}

/** `"1234567890"` → `"•••• 7890"`: what a seller and the pages show of an account number. */
export function maskAccountNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}
