/**
 * Loaders and the action of the activation screens (DASHBOARD-UX §7): the seller's activation from
 * `GET /v1/account/activation`, and the form's one submit, `POST /v1/account/activation`.
 */
import type { Activation, activationSchema } from "@lapak/shared/schemas/account";
import { activationBodySchema } from "@lapak/shared/schemas/account";
import { type AppLoadContext, redirect } from "react-router";
import { type ActionFailure, type Envelope, failureFrom, field, isOk, validate } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import { type ActivationDraft, stepOfErrors } from "../form-rules";

async function fetchActivation(context: AppLoadContext, token: string): Promise<Activation | null> {
  const response = await context.api<Envelope<typeof activationSchema>>("/account/activation", { token });
  return isOk(response) ? response.body.data : null;
}

/** The status page's data: the activation, or null when it could not be loaded (the page says so). */
export async function loadActivationStatus(request: Request, context: AppLoadContext) {
  const { token } = await requireCompleteUser(request, context);
  return { activation: await fetchActivation(context, token) };
}

/**
 * The form's starting values. A seller whose data is under review or approved goes back to the
 * status page; a rejected one gets the previous submission back — the NIK and account number only
 * masked, kept unless retyped — and keeps the photos, except the parts the rejection named
 * (`rejectedParts`), which are asked for again.
 */
export async function loadActivationForm(request: Request, context: AppLoadContext) {
  const { user, token } = await requireCompleteUser(request, context);
  const activation = await fetchActivation(context, token);
  if (!activation) throw new Error("GET /account/activation failed");
  if (activation.status === "submitted" || activation.status === "approved") throw redirect(paths.dashboard.activate);
  const rejectedParts = activation.rejectedParts;
  return {
    rejectedReason: activation.status === "rejected" ? activation.reason : null,
    rejectedParts,
    initial: {
      legalName: activation.legalName ?? user.name,
      bankCode: activation.bankCode ?? "",
      bankAccountName: activation.bankAccountName ?? "",
      idCardFileId: rejectedParts.includes("idCard") ? null : activation.idCardFileId,
      selfieFileId: rejectedParts.includes("selfie") ? null : activation.selfieFileId,
    },
    previous: {
      nikMasked: rejectedParts.includes("nik") ? null : activation.nikMasked,
      bankAccountNumber: rejectedParts.includes("bankAccount") ? null : activation.bankAccountNumber,
    },
  };
}

/** The /submitted page: only right after a submission (status `submitted`); otherwise the status page. */
export async function loadActivationSubmitted(request: Request, context: AppLoadContext) {
  const { token } = await requireCompleteUser(request, context);
  const activation = await fetchActivation(context, token);
  if (activation?.status !== "submitted") throw redirect(paths.dashboard.activate);
  return { submittedAt: activation.submittedAt };
}

/**
 * A failed submit, with the step (0–2) that holds the first failing field and what was sent, so a
 * form posted before hydration (a fresh page, no client state) comes back filled in.
 */
export type ActivationFailure = ActionFailure & { step: number | null; values: ActivationDraft };

/**
 * Sends the whole form once. Success → /dashboard/activate-account/submitted. An empty NIK, account
 * number or photo is left out, so a resubmission keeps the previous one (the API asks for it when it
 * may not). A 422 (here or from the API) returns the field errors and the step to jump to; a 409
 * (already sent) returns its message.
 */
export async function submitActivationForm(
  request: Request,
  context: AppLoadContext,
): Promise<Response | ActivationFailure> {
  const { token } = await requireCompleteUser(request, context);
  const form = await request.formData();
  const values: ActivationDraft = {
    legalName: field(form, "legalName"),
    nik: field(form, "nik"),
    idCardFileId: field(form, "idCardFileId"),
    selfieFileId: field(form, "selfieFileId"),
    bankCode: field(form, "bankCode"),
    bankAccountNumber: field(form, "bankAccountNumber"),
    bankAccountName: field(form, "bankAccountName"),
    consent: field(form, "consent") === "on",
  };
  const keptIfEmpty = (value: string) => (value === "" ? undefined : value);
  const parsed = validate(activationBodySchema, {
    ...values,
    nik: keptIfEmpty(values.nik),
    bankAccountNumber: keptIfEmpty(values.bankAccountNumber),
    idCardFileId: keptIfEmpty(values.idCardFileId),
    selfieFileId: keptIfEmpty(values.selfieFileId),
  });
  if (!parsed.ok) return { ...parsed, step: stepOfErrors(parsed.errors), values };
  const response = await context.api("/account/activation", { method: "POST", body: parsed.value, token });
  if (isOk(response)) return redirect(paths.dashboard.activateSubmitted);
  const failure = failureFrom(response);
  return { ...failure, step: stepOfErrors(failure.errors), values };
}
