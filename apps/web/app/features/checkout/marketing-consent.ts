/**
 * The checkout's marketing consent (UU PDP No. 27/2022: consent to offers is explicit, never
 * presumed): one checkbox, unticked unless the buyer ticks it, posted as `marketingConsent=1`.
 */

/** The checkbox's `name` and the value it posts when ticked. */
export const MARKETING_CONSENT_FIELD = "marketingConsent";
export const MARKETING_CONSENT_VALUE = "1";

/** `"Saya mau menerima kabar dan penawaran dari {store}"`: the box's words, naming the store. */
export function marketingConsentLabel(store: string): string {
  return `Saya mau menerima kabar dan penawaran dari ${store}`;
}

/** Whether the posted `form` ticked the box (an unticked checkbox posts nothing). */
export function marketingConsentFrom(form: FormData): boolean {
  return form.get(MARKETING_CONSENT_FIELD) === MARKETING_CONSENT_VALUE;
}
