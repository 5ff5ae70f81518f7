/**
 * A Paket's contents as every page and email names them after "Isi paket: " (ADR 0019): its
 * products' titles in the Paket's order, comma-separated — "Kelas Desain, Template Canva".
 */
export function bundleContentsText(products: readonly { title: string }[]): string {
  return products.map((product) => product.title).join(", ");
}
