/** Public seller profile, `GET /v1/sellers/{username}` (SPEC §7). */
import { tables } from "@lapak/db";
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { DEFAULT_THEME, type SocialLinks, sellerSchema, type Theme } from "@lapak/shared/schemas/user";
import { text } from "@lapak/shared/zod";
import { and, eq, isNotNull } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { notFound } from "../../lib/app-error";
import type { Deps } from "../../lib/deps";

export async function sellerRoutes(app: FastifyInstance, { db }: Deps) {
  app.withTypeProvider<ZodTypeProvider>().get(
    "/sellers/:username",
    {
      schema: {
        tags: ["sellers"],
        params: z.object({ username: text().max(64) }),
        response: { 200: dataEnvelope(sellerSchema), 404: errorBodySchema },
      },
    },
    async (request) => {
      const [seller] = await db
        .select()
        .from(tables.users)
        .where(
          and(
            eq(tables.users.username, request.params.username.toLowerCase()),
            isNotNull(tables.users.emailVerifiedAt),
          ),
        )
        .limit(1);
      if (!seller?.username) throw notFound("Toko tidak ditemukan");
      return {
        data: {
          username: seller.username,
          name: seller.name,
          bio: seller.bio,
          avatarUrl: seller.avatarUrl,
          socialLinks: seller.socialLinks as SocialLinks,
          theme: { ...DEFAULT_THEME, ...(seller.theme as Partial<Theme> | null) },
        },
      };
    },
  );
}
