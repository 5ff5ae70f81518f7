/**
 * Where an order's emails send the buyer in the library (DESIGN §4 "Buyer library"): a course's
 * lessons ("Buka Kelas", `/my-library/courses/{transactionId}`), else the library itself
 * ("Buka Pustaka Saya", `/my-library`), absolute under `appUrl`.
 */
export function libraryLinkOf(
  order: { id: string; productSnapshot: { type: string } },
  appUrl: string,
): { label: string; url: string } {
  return order.productSnapshot.type === "course"
    ? { label: "Buka Kelas", url: `${appUrl}/my-library/courses/${order.id}` }
    : { label: "Buka Pustaka Saya", url: `${appUrl}/my-library` };
}
