/**
 * Backups, HTTP only (ADR 0018; role `admin`, ADR 0004 — anyone else 403): `POST /v1/admin/backups`
 * makes one now, `GET /v1/admin/backups` lists them with the schedule, and
 * `GET /v1/admin/backups/{id}/download?expires&signature` streams one (signed link and admin session).
 */
import { createReadStream } from "node:fs";
import type { Database } from "@lapak/db";
import { backupListSchema, backupSchema } from "@lapak/shared/schemas/backup";
import { dataEnvelope } from "@lapak/shared/schemas/common";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Storage } from "../../integrations/storage/storage";
import { AppError, notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { keepPrivate } from "../../lib/private-headers";
import { errorResponses, mediaResponse } from "../../lib/route-parts";
import { isBackupId } from "./archive-format";
import { isValidBackupSignature, signedBackupPath } from "./backup-links";
import { createBackup } from "./create-backup";
import { findBackup, listBackups } from "./list-backups";

const tags = ["backups"];

export async function backupRoutes(app: FastifyInstance, deps: Deps & { database: Database; storage: Storage }) {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/admin/backups",
    {
      schema: { tags, response: { 201: dataEnvelope(backupSchema), ...errorResponses(401, 403, 503) } },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const backup = await createBackup(deps);
      request.log.info({ backup: backup.file, bytes: backup.bytes, heldMs: backup.heldMs }, "backup written");
      const { heldMs: _, ...data } = backup;
      return reply.status(201).send({
        data: { ...data, downloadUrl: signedBackupPath(deps.config.appSecret, backup.id) },
        message: "Cadangan dibuat.",
      });
    },
  );

  r.get(
    "/admin/backups",
    {
      schema: { tags, response: { 200: dataEnvelope(backupListSchema), ...errorResponses(401, 403) } },
      onRequest: app.requireAdmin,
    },
    async (_request, reply) => {
      reply.header("cache-control", "no-store");
      return { data: await listBackups(deps, { database: deps.database.kind }) };
    },
  );

  r.get(
    "/admin/backups/:id/download",
    {
      schema: {
        tags,
        params: z.object({ id: text().max(80) }),
        querystring: z.object({ expires: text().max(20).default(""), signature: text().max(128).default("") }),
        response: {
          200: mediaResponse("application/octet-stream", "The backup archive"),
          // 403 also for a link tampered or expired.
          ...errorResponses(401, 403, 404),
        },
      },
      onRequest: app.requireAdmin,
    },
    async (request, reply) => {
      const { id } = request.params;
      if (!isBackupId(id)) throw notFound("Cadangan tidak ditemukan");
      if (!isValidBackupSignature(deps.config.appSecret, { id, ...request.query })) {
        throw new AppError("invalid_download_link", "Tautan unduhan tidak valid atau sudah kedaluwarsa");
      }
      const found = await findBackup(deps.config, id);
      if (!found) throw notFound("Cadangan tidak ditemukan");
      keepPrivate(reply);
      return reply
        .header("content-disposition", `attachment; filename="${found.file}"`)
        .header("content-length", found.bytes)
        .type("application/octet-stream")
        .send(createReadStream(found.path));
    },
  );
}
