import { tables } from "@lapak/db";
import { ACTIVATION_PART_LABELS, ACTIVATION_PARTS, type ActivationPart } from "@lapak/shared/schemas/account";
import { and, count, desc, eq } from "drizzle-orm";
import type { Config } from "../../env";
import { simpleEmail } from "../../integrations/mail/simple-email";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUuid } from "../../lib/uuid";
import type { ActivationRow } from "./activation-view";
import { decryptNik, maskNik } from "./nik-crypto";

type Status = "submitted" | "approved" | "rejected";

/** `["nik", "idCard"]` → `"NIK, Foto KTP"`, in the order of `ACTIVATION_PARTS`. */
function partsInWords(parts: ActivationPart[]): string {
  return ACTIVATION_PARTS.filter((part) => parts.includes(part))
    .map((part) => ACTIVATION_PART_LABELS[part])
    .join(", ");
}

function adminView(
  row: ActivationRow,
  user: { email: string; username: string | null },
  config: Pick<Config, "appSecret">,
) {
  return {
    id: row.id,
    userId: row.sellerId,
    email: user.email,
    username: user.username,
    legalName: row.legalName,
    nikMasked: maskNik(decryptNik(row.nikEncrypted, config.appSecret)),
    bankCode: row.bankCode,
    bankAccountNumber: row.bankAccountNumber,
    bankAccountName: row.bankAccountName,
    status: row.status,
    reason: row.reason,
    rejectedParts: row.status === "rejected" ? row.rejectedParts : [],
    submittedAt: row.submittedAt.toISOString(),
    reviewedAt: row.reviewedAt?.toISOString() ?? null,
  };
}

/** `GET /v1/admin/activations?status`: the review queue, oldest submission first (admins only). */
export async function listActivations(
  { db, config }: Pick<Deps, "db" | "config">,
  { status, page, perPage }: { status: Status; page: number; perPage: number },
) {
  const a = tables.activations;
  const u = tables.users;
  const [{ total }] = await db.select({ total: count() }).from(a).where(eq(a.status, status));
  const rows = await db
    .select({ row: a, email: u.email, username: u.username })
    .from(a)
    .innerJoin(u, eq(u.id, a.sellerId))
    .where(eq(a.status, status))
    .orderBy(status === "submitted" ? a.submittedAt : desc(a.reviewedAt))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    data: rows.map(({ row, email, username }) => adminView(row, { email, username }, config)),
    meta: { page, perPage, total: Number(total) },
  };
}

async function loadActivation(db: Deps["db"], id: string) {
  if (!isUuid(id)) throw notFound("Pengajuan aktivasi tidak ditemukan");
  const [found] = await db
    .select({
      row: tables.activations,
      email: tables.users.email,
      username: tables.users.username,
      name: tables.users.name,
    })
    .from(tables.activations)
    .innerJoin(tables.users, eq(tables.users.id, tables.activations.sellerId))
    .where(eq(tables.activations.id, id));
  if (!found) throw notFound("Pengajuan aktivasi tidak ditemukan");
  return found;
}

/** `GET /v1/admin/activations/{id}`: everything, with the whole NIK and the photos' admin-only URLs. */
export async function getActivationForAdmin({ db, config }: Pick<Deps, "db" | "config">, id: string) {
  const { row, email, username } = await loadActivation(db, id);
  return {
    ...adminView(row, { email, username }, config),
    nik: decryptNik(row.nikEncrypted, config.appSecret),
    idCardUrl: `/v1/admin/activations/${row.id}/photos/id-card`,
    selfieUrl: `/v1/admin/activations/${row.id}/photos/selfie`,
    consentAt: row.consentAt.toISOString(),
  };
}

/**
 * One of the two KYC photos of activation `id` (`kyc_documents`), for the admin-only photo route:
 * its storage key and MIME type. Throws 404 when the activation does not exist.
 */
export async function activationPhoto(
  { db }: Pick<Deps, "db">,
  { id, which }: { id: string; which: "id-card" | "selfie" },
): Promise<{ storageKey: string; mime: string }> {
  const { row } = await loadActivation(db, id);
  const mediaId = which === "id-card" ? row.idCardMediaId : row.selfieMediaId;
  const [media] = await db
    .select({ storageKey: tables.kycDocuments.storageKey, mime: tables.kycDocuments.mime })
    .from(tables.kycDocuments)
    .where(eq(tables.kycDocuments.id, mediaId));
  if (!media) throw notFound("Foto tidak ditemukan");
  return media;
}

/**
 * Approves or rejects a submitted activation once (409 when it is not waiting any more), updates
 * the seller's `activation`, and emails the seller the outcome (with the reason, word for word, and
 * the parts to send again). A rejection's `parts` are what the seller must send again
 * (`submitActivation`); the rest of the submission is kept for the resubmission.
 */
export async function reviewActivation(
  { db, config, mailer }: Pick<Deps, "db" | "config" | "mailer">,
  {
    id,
    adminId,
    decision,
  }: {
    id: string;
    adminId: string;
    decision: { approve: true } | { approve: false; reason: string; parts: ActivationPart[] };
  },
) {
  const { email, name } = await loadActivation(db, id);
  const status = decision.approve ? "approved" : "rejected";
  const row = await db.transaction(async (tx) => {
    const now = new Date();
    const [updated] = await tx
      .update(tables.activations)
      .set({
        status,
        reason: decision.approve ? null : decision.reason,
        rejectedParts: decision.approve ? [] : [...new Set(decision.parts)],
        reviewedBy: adminId,
        reviewedAt: now,
      })
      .where(and(eq(tables.activations.id, id), eq(tables.activations.status, "submitted")))
      .returning();
    if (!updated) throw new AppError("conflict", "Pengajuan ini sudah ditinjau.");
    await tx
      .update(tables.users)
      .set({ activation: status, updatedAt: now })
      .where(eq(tables.users.id, updated.sellerId));
    return updated;
  });
  await mailer.send(
    decision.approve
      ? simpleEmail({
          kind: "activation-approved",
          to: email,
          subject: "Akun Lapak Anda sudah aktif",
          greeting: `Halo ${name},`,
          paragraphs: ["Data aktivasi Anda sudah kami setujui. Sekarang Anda bisa menarik saldo ke rekening Anda."],
          action: { label: "Tarik Saldo", url: `${config.appUrl}/dashboard/balance` },
        })
      : simpleEmail({
          kind: "activation-rejected",
          to: email,
          subject: "Data aktivasi Lapak perlu diperbaiki",
          greeting: `Halo ${name},`,
          paragraphs: [
            "Data aktivasi Anda belum bisa kami setujui.",
            `Alasan: ${decision.reason}`,
            decision.parts.length > 0
              ? `Yang perlu dikirim ulang: ${partsInWords(decision.parts)}. Data lain tetap tersimpan dan tidak perlu diisi lagi.`
              : "Data Anda sebelumnya tetap tersimpan; ubah yang perlu saja.",
            "Perbaiki data Anda lalu kirim ulang. Anda tetap bisa berjualan; saldo Anda aman.",
          ],
          action: { label: "Perbaiki Data", url: `${config.appUrl}/dashboard/activate-account/start` },
        }),
  );
  return getActivationForAdmin({ db, config }, row.id);
}
