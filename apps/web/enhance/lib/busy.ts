/**
 * The submit spinner on unhydrated pages: once a form is on its way, its submit button shows a
 * spinner and "Memproses..." and a second tap does nothing (a double submit would replay anyway —
 * the checkout carries an Idempotency-Key — but the buyer should see that the tap took). Coming
 * back to the page from the browser's back/forward cache makes the button usable again.
 */
import { SPINNER_CLASS } from "~/features/ui/spinner-styles";

const originals = new WeakMap<HTMLButtonElement, string>();

/** Shows the spinner on `button` (kept enabled, so the browser still sends the form) and marks it busy. */
export function markBusy(button: HTMLButtonElement, label = "Memproses..."): void {
  if (!originals.has(button)) originals.set(button, button.innerHTML);
  button.setAttribute("aria-busy", "true");
  button.classList.add("cursor-wait", "opacity-80");
  const spinner = document.createElement("span");
  spinner.setAttribute("aria-hidden", "true");
  spinner.className = `${SPINNER_CLASS} size-5`;
  button.replaceChildren(spinner, document.createTextNode(label));
}

/** Puts `button` back as it was before `markBusy`. */
export function clearBusy(button: HTMLButtonElement): void {
  const original = originals.get(button);
  if (original === undefined) return;
  button.innerHTML = original;
  button.removeAttribute("aria-busy");
  button.classList.remove("cursor-wait", "opacity-80");
}

/**
 * Lets `form` go once: `check` (optional) may refuse a submit by answering false; an accepted
 * submit marks the submit button busy; later submits are cancelled until the page is shown again.
 */
export function submitOnce(form: HTMLFormElement, check?: (event: SubmitEvent) => boolean): void {
  let sent = false;
  form.addEventListener("submit", (event) => {
    if (sent || (check && !check(event))) {
      event.preventDefault();
      return;
    }
    sent = true;
    // Enter goes through a hidden default button (the checkout's): the spinner goes on the visible one.
    const submitter = event.submitter as HTMLButtonElement | null;
    const button =
      submitter && !submitter.hidden
        ? submitter
        : form.querySelector<HTMLButtonElement>("button[type=submit]:not([hidden])");
    if (button) markBusy(button);
  });
  window.addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    sent = false;
    for (const button of form.querySelectorAll<HTMLButtonElement>("button[aria-busy=true]")) clearBusy(button);
  });
}

/** Every `form[data-submit-once]` on the page. */
export function submitOnceAll(): void {
  for (const form of document.querySelectorAll<HTMLFormElement>("form[data-submit-once]")) submitOnce(form);
}
