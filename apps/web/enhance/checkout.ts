/**
 * `/checkout/{product}` in the browser (DESIGN §6, ADR 0010). The page is React rendered on the
 * server and not hydrated; the form posts to the route's action with or without this script.
 * With it: fields (a pay-what-you-want amount too) are checked as the buyer leaves them and on submit, in the server's words
 * (`checkoutProblems`); the first wrong field gets the focus; the pay bar names the chosen method;
 * the button shows the spinner and a second tap does nothing; leaving with typed details asks
 * first (`beforeunload`); a failed submit's message shows as a toast. "Pakai" on "Punya kode
 * promo?" posts the form for a quote in the background and puts the quoted parts of the answer
 * (`[data-promo-part]`) in place, so nothing typed or ticked is touched (ADR 0019).
 */
import { phoneLabel } from "@lapak/shared/checkout-rules";
import { tryParseRupiah } from "@lapak/shared/parse-rupiah";
import { FIELD_ERROR_CLASS, fieldFrameClass } from "~/features/ui/text-field-styles";
import { priceLabel } from "~/lib/price";
import { type CheckoutField, checkoutProblems, hasUnsavedInput } from "./checkout-problems";
import { clearBusy, markBusy, submitOnce } from "./lib/busy";
import { showToast } from "./lib/toast";

const form = document.querySelector<HTMLFormElement>("form[data-checkout]");
if (form) enhance(form);

function enhance(form: HTMLFormElement) {
  const needs = {
    needsPayment: form.dataset.needsPayment === "1",
    phoneRequired: form.dataset.phoneRequired === "1",
    minimumAmount: Number(form.dataset.minimumAmount ?? 0),
  };
  const afterFailure = Boolean(form.dataset.failure);
  const input = (name: string) => form.querySelector<HTMLInputElement>(`input[name="${name}"]:not([type=hidden])`);
  const texts = ["name", "email", "phone", "amount"]
    .map(input)
    .filter((field): field is HTMLInputElement => field !== null);
  const touched = new Set<string>();
  let sending = false;

  const read = () => ({
    name: input("name")?.value ?? "",
    email: input("email")?.value ?? "",
    phone: input("phone")?.value ?? null,
    amount: input("amount")?.value ?? null,
    paymentMethod: form.querySelector<HTMLInputElement>("input[name=paymentMethod]:checked")?.value ?? null,
  });

  /** Shows or clears the problems of `only` (all fields when not given); answers them. */
  const check = (only?: CheckoutField) => {
    const problems = checkoutProblems(read(), needs);
    for (const field of texts) {
      const name = field.name as CheckoutField;
      if (!only || only === name) showFieldError(field, problems[name] ?? null);
    }
    if (!only || only === "paymentMethod") showMethodError(form, problems.paymentMethod ?? null);
    return problems;
  };

  for (const field of texts) {
    field.addEventListener("blur", () => {
      if (field.value.trim() !== "") touched.add(field.name);
      if (touched.has(field.name)) check(field.name as CheckoutField);
    });
    // Once marked wrong, a field is checked again as the buyer types, so the message goes at once.
    field.addEventListener("input", () => {
      if (field.getAttribute("aria-invalid") === "true") check(field.name as CheckoutField);
    });
  }

  // Pay what you want: the totals follow the amount as it is typed (DESIGN §5).
  const amountField = input("amount");
  amountField?.addEventListener("input", () => {
    const typed =
      amountField.value.trim() === "" ? Number(form.dataset.startAmount) : tryParseRupiah(amountField.value);
    if (typed === null || Number.isNaN(typed)) return;
    const show = (selector: string, rupiah: number) => {
      for (const element of form.querySelectorAll(selector)) element.textContent = priceLabel(rupiah);
    };
    show("[data-subtotal], [data-total]", typed);
    show("[data-total-with-bump]", typed + Number(form.dataset.bumpPrice ?? 0));
  });

  /** OVO asks "Nomor OVO" and requires it; the other methods the WhatsApp number (`phoneLabel`). */
  const showPhoneLabel = (method: string) => {
    const phone = input("phone");
    const label = phone ? form.querySelector<HTMLLabelElement>(`label[for="${phone.id}"]`) : null;
    if (!phone || !label) return;
    label.textContent = phoneLabel(method, needs.phoneRequired);
    phone.required = needs.phoneRequired || method === "ovo";
    if (phone.getAttribute("aria-invalid") === "true") check("phone");
  };

  const methodLabel = form.querySelector<HTMLElement>("[data-paybar-method]");
  form.addEventListener("change", (event) => {
    const radio = event.target as HTMLInputElement;
    if (radio.name !== "paymentMethod") return;
    check("paymentMethod");
    showPhoneLabel(radio.value);
    if (methodLabel) methodLabel.textContent = radio.dataset.methodName ?? "";
  });

  const promo = promoCode(form);

  submitOnce(form, (event) => {
    if (promo && event.submitter === promo.button) {
      sending = promo.submit();
      return sending;
    }
    for (const field of texts) touched.add(field.name);
    const problems = check();
    const first = Object.keys(problems)[0] as CheckoutField | undefined;
    if (!first) {
      sending = true;
      return true;
    }
    const target =
      first === "paymentMethod"
        ? form.querySelector<HTMLInputElement>("input[name=paymentMethod]:not(:disabled)")
        : input(first);
    target?.focus();
    showToast("Periksa kembali isian Anda", "error");
    return false;
  });

  window.addEventListener("beforeunload", (event) => {
    if (sending) return;
    const fields = texts.map((field) => ({ value: field.value, initial: field.defaultValue }));
    if (hasUnsavedInput(fields, afterFailure)) event.preventDefault();
  });
  window.addEventListener("pageshow", (event) => {
    if (event.persisted) sending = false;
  });

  if (afterFailure) {
    showToast(form.dataset.failure ?? "", "error");
    form.querySelector<HTMLElement>("[aria-invalid=true]")?.focus();
  }
}

/**
 * "Pakai" in place: the form posted with `intent=promo` by `fetch`, the answer's `[data-promo-part]`
 * put into the page's, and the code box's state copied. When the answer cannot be used — the
 * network failed, or the code changes whether a payment is needed (the form itself then changes) —
 * the button posts the form the ordinary way, which keeps every field too. `submit` answers whether
 * the browser should send the form itself.
 */
function promoCode(form: HTMLFormElement) {
  const button = document.querySelector<HTMLButtonElement>("button[name=intent][value=promo]");
  const box = document.querySelector<HTMLInputElement>("[data-promo-code]");
  if (!button || !box) return null;
  let natively = false;

  const apply = async () => {
    markBusy(button);
    const body = new FormData(form);
    body.set("intent", "promo");
    const html = await fetch(location.href, { method: "POST", body })
      .then((answer) => (answer.ok ? answer.text() : null))
      .catch(() => null);
    clearBusy(button);
    const next = html ? new DOMParser().parseFromString(html, "text/html") : null;
    const nextForm = next?.querySelector<HTMLFormElement>("form[data-checkout]");
    if (!next || nextForm?.dataset.needsPayment !== form.dataset.needsPayment) {
      natively = true;
      form.requestSubmit(button);
      return;
    }
    for (const part of document.querySelectorAll<HTMLElement>("[data-promo-part]")) {
      const fresh = next.querySelector<HTMLElement>(`[data-promo-part="${part.dataset.promoPart}"]`);
      if (!fresh) continue;
      if (part instanceof HTMLInputElement) part.value = (fresh as HTMLInputElement).value;
      else part.innerHTML = fresh.innerHTML;
    }
    const freshBox = next.querySelector("[data-promo-code]");
    for (const name of ["aria-invalid", "aria-describedby"]) {
      const value = freshBox?.getAttribute(name);
      if (value) box.setAttribute(name, value);
      else box.removeAttribute(name);
    }
  };

  // Enter in the code box applies it (the form's default button would pay).
  box.addEventListener("keydown", (event) => {
    if (event.key !== "Enter") return;
    event.preventDefault();
    void apply();
  });
  return {
    button,
    submit: () => {
      if (!natively) void apply();
      return natively;
    },
  };
}

/** Marks `field` wrong with `message` under it (as `TextField` renders it), or clears that. */
function showFieldError(field: HTMLInputElement, message: string | null) {
  const errorId = `${field.id}-error`;
  const frame = field.parentElement;
  const box = frame?.parentElement;
  let note = document.getElementById(errorId);
  if (message) {
    if (!note) {
      note = document.createElement("p");
      note.id = errorId;
      note.className = FIELD_ERROR_CLASS;
      box?.append(note);
    }
    note.textContent = message;
    field.setAttribute("aria-invalid", "true");
  } else {
    note?.remove();
    field.removeAttribute("aria-invalid");
  }
  if (frame) frame.className = fieldFrameClass(Boolean(message));
  const described = (field.getAttribute("aria-describedby") ?? "").split(" ").filter((id) => id && id !== errorId);
  if (message) described.push(errorId);
  if (described.length) field.setAttribute("aria-describedby", described.join(" "));
  else field.removeAttribute("aria-describedby");
}

/** The method picker's message (`[data-method-error]`, rendered empty and hidden by the server). */
function showMethodError(form: HTMLFormElement, message: string | null) {
  const note = form.querySelector<HTMLElement>("[data-method-error]");
  if (!note) return;
  note.textContent = message ?? "";
  note.hidden = !message;
}
