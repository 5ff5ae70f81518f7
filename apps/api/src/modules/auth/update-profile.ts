import { tables } from "@lapak/db";
import type { UpdateProfileBody } from "@lapak/shared/schemas/user";
import { and, eq, ne, sql } from "drizzle-orm";
import { fieldError } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";
import { isUniqueViolation } from "../../lib/postgres-errors";
import type { SessionUser } from "../../plugins/auth";
import { imageUrl } from "../media/media-deps";
import { requireOwnedMedia } from "../media/owned-media";
import { toUserView } from "./user-view";

/**
 * `PUT /v1/auth/profile`: changes only the allow-listed fields that are present (DESIGN §3); a
 * changed WhatsApp number is no longer verified (ADR 0021).
 * Throws 422 on `username` when another account has it, on `avatarImageId` when it is not the
 * user's own image.
 */
export async function updateProfile(
  deps: Pick<Deps, "db" | "config">,
  { user, input }: { user: SessionUser; input: UpdateProfileBody },
) {
  const { db, config } = deps;
  if (input.username && input.username !== user.username) {
    if (await isUsernameTaken(deps, input.username, user.id)) throw fieldError("username", "Username sudah dipakai");
  }
  const { avatarImageId, ...fields } = input;
  // The avatar must be the user's own uploaded image; null clears it, left out keeps it.
  let avatarUrl: string | null | undefined;
  if (avatarImageId) {
    await requireOwnedMedia(deps, { ownerId: user.id, ids: [avatarImageId], kind: "image", field: "avatarImageId" });
    avatarUrl = imageUrl(avatarImageId);
  } else if (avatarImageId === null) avatarUrl = null;
  // A new number is not verified (ADR 0021): the new-sale alert waits until its code is confirmed.
  const u = tables.users;
  const phoneVerifiedAt =
    fields.phone !== undefined
      ? sql`case when ${u.phone} is not distinct from ${fields.phone} then ${u.phoneVerifiedAt} end`
      : undefined;
  try {
    const [updated] = await db
      .update(u)
      .set({
        ...fields,
        ...(avatarUrl !== undefined && { avatarUrl }),
        ...(phoneVerifiedAt && { phoneVerifiedAt }),
        updatedAt: new Date(),
      })
      .where(eq(u.id, user.id))
      .returning();
    return toUserView(updated, config);
  } catch (error) {
    if (isUniqueViolation(error)) throw fieldError("username", "Username sudah dipakai");
    throw error;
  }
}

/** Whether `username` belongs to an account other than `exceptUserId`. */
export async function isUsernameTaken({ db }: Pick<Deps, "db">, username: string, exceptUserId?: string) {
  const conditions = [eq(tables.users.username, username)];
  if (exceptUserId) conditions.push(ne(tables.users.id, exceptUserId));
  const [row] = await db
    .select({ id: tables.users.id })
    .from(tables.users)
    .where(and(...conditions))
    .limit(1);
  return Boolean(row);
}
