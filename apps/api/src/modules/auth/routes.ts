/**
 * Account calls of SPEC §7 (HTTP only: parse, call one use case, answer).
 */

import {
  changePasswordBodySchema,
  emailBodySchema,
  googleLoginBodySchema,
  loginBodySchema,
  mustVerifyOtpResultSchema,
  registerBodySchema,
  registerResultSchema,
  requestOtpBodySchema,
  requestOtpResultSchema,
  sessionSchema,
  verifyOtpBodySchema,
} from "@lapak/shared/schemas/auth";
import { dataEnvelope, errorBodySchema } from "@lapak/shared/schemas/common";
import { updateProfileBodySchema, usernameAvailabilitySchema, userSchema } from "@lapak/shared/schemas/user";
import { usernameProblem } from "@lapak/shared/username";
import { text } from "@lapak/shared/zod";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import type { Deps } from "../../lib/deps";
import { errorResponses, sessionOf } from "../../lib/route-parts";
import { announceStorefrontChange } from "../../lib/storefront-events";
import { revokeToken } from "../../lib/tokens";
import { ipAndEmail, limit } from "../../plugins/rate-limit";
import { changePassword } from "./change-password";
import { loginWithPassword } from "./login";
import { loginWithGoogle } from "./login-google";
import { registerAccount } from "./register";
import { requestOtp } from "./request-otp";
import { isUsernameTaken, updateProfile } from "./update-profile";
import { toUserView } from "./user-view";
import { verifyOtpAndSignIn } from "./verify-otp";

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const tags = ["auth"];
const errors = errorResponses(401, 403, 422, 429, 503);

export async function authRoutes(app: FastifyInstance, deps: Deps) {
  const { config } = deps;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/auth/register",
    {
      schema: { tags, body: registerBodySchema, response: { 201: dataEnvelope(registerResultSchema), ...errors } },
      config: limit(config, "register", 60, HOUR),
    },
    async (request, reply) => {
      reply.status(201);
      return { data: await registerAccount(deps, request.body) };
    },
  );

  // SPEC §7 keeps this call, but whether an email still waits for verification is its owner's to
  // know (DESIGN §6: no account enumeration): every email gets `false`, "try the password". A
  // password that proves a pending registration gets 403 `email_not_verified` from /auth/login,
  // and the web app goes to /verify-otp from there.
  r.post(
    "/auth/must-verify-otp",
    {
      schema: { tags, body: emailBodySchema, response: { 200: dataEnvelope(mustVerifyOtpResultSchema), ...errors } },
      config: limit(config, "must-verify", 30, MINUTE, ipAndEmail),
    },
    async () => ({ data: { mustVerifyOtp: false } }),
  );

  r.post(
    "/request-otp",
    {
      schema: { tags, body: requestOtpBodySchema, response: { 200: dataEnvelope(requestOtpResultSchema), ...errors } },
      config: limit(config, "otp", 30, HOUR, ipAndEmail),
    },
    async (request) => ({ data: { sent: true as const, resendAfter: await requestOtp(deps, request.body) } }),
  );

  r.post(
    "/verify-otp",
    {
      schema: { tags, body: verifyOtpBodySchema, response: { 200: dataEnvelope(sessionSchema), ...errors } },
      config: limit(config, "verify-otp", 30, HOUR, ipAndEmail),
    },
    async (request) => ({ data: await verifyOtpAndSignIn({ ...deps, log: request.log }, request.body) }),
  );

  r.post(
    "/auth/login",
    {
      schema: { tags, body: loginBodySchema, response: { 200: dataEnvelope(sessionSchema), ...errors } },
      config: limit(config, "login", 10, MINUTE, ipAndEmail),
    },
    async (request) => ({
      data: await app.failedLogins.guard(request.ip, () => loginWithPassword(deps, request.body)),
    }),
  );

  r.post(
    "/auth/login/google",
    {
      schema: { tags, body: googleLoginBodySchema, response: { 200: dataEnvelope(sessionSchema), ...errors } },
      config: limit(config, "login-google", 30, MINUTE),
    },
    async (request) => ({ data: await loginWithGoogle(deps, request.body) }),
  );

  r.get(
    "/auth/me",
    {
      schema: { tags, response: { 200: dataEnvelope(userSchema), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request) => ({ data: toUserView(sessionOf(request).user, config) }),
  );

  r.put(
    "/auth/profile",
    {
      schema: { tags, body: updateProfileBodySchema, response: { 200: dataEnvelope(userSchema), ...errors } },
      onRequest: app.requireUser,
    },
    async (request) => {
      const { user } = sessionOf(request);
      const data = await updateProfile(deps, { user, input: request.body });
      announceStorefrontChange(app.storefrontEvents, data, user.username);
      return { data, message: "Profil berhasil disimpan" };
    },
  );

  r.get(
    "/auth/username-availability",
    {
      schema: {
        tags,
        querystring: z.object({ username: text().max(64) }),
        response: { 200: dataEnvelope(usernameAvailabilitySchema), 401: errorBodySchema },
      },
      onRequest: app.requireUser,
    },
    async (request) => {
      const username = request.query.username.trim().toLowerCase();
      const problem = usernameProblem(username);
      const taken = !problem && (await isUsernameTaken(deps, username, sessionOf(request).user.id));
      const message = problem ?? (taken ? "Username sudah dipakai" : "Username tersedia");
      return { data: { username, available: !problem && !taken, message } };
    },
  );

  r.put(
    "/auth/password",
    {
      schema: {
        tags,
        body: changePasswordBodySchema,
        response: { 200: dataEnvelope(z.object({ changed: z.literal(true) })), ...errors },
      },
      onRequest: app.requireUser,
      // Someone holding only a session token must not guess the current password at leisure.
      config: limit(config, "change-password", 10, HOUR, (request) => sessionOf(request).user.id),
    },
    async (request) => {
      await changePassword(deps, { session: sessionOf(request), input: request.body });
      return { data: { changed: true as const }, message: "Kata sandi berhasil diubah" };
    },
  );

  r.post(
    "/auth/logout",
    {
      schema: { tags, response: { 204: z.null(), 401: errorBodySchema } },
      onRequest: app.requireUser,
    },
    async (request, reply) => {
      await revokeToken(deps.db, sessionOf(request).tokenId);
      return reply.status(204).send(null);
    },
  );
}
