/**
 * Request and response bodies of the account calls (SPEC §7, DESIGN §3).
 */
import { text, z } from "../zod";
import { nameSchema, userSchema } from "./user";

export const emailSchema = text({ error: "Email wajib diisi" })
  .trim()
  .toLowerCase()
  .pipe(z.email("Format email tidak valid").max(254, "Email terlalu panjang"));

export const passwordSchema = text({ error: "Kata sandi wajib diisi" })
  .min(8, "Kata sandi minimal 8 karakter")
  .max(200, "Kata sandi maksimal 200 karakter");

export const otpCodeSchema = text({ error: "Kode OTP wajib diisi" })
  .trim()
  .regex(/^\d{6}$/, "Kode OTP terdiri dari 6 angka");

export const registerBodySchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/**
 * The opaque id `POST /v1/auth/register` answers to the client that registered (ADR 0017): only a
 * client that shows it may resend that registration's code and, with it, make the name and
 * password typed there the account's. The web app keeps it in an HttpOnly cookie.
 */
export const registrationIdSchema = text().min(1).max(100);

export const registerResultSchema = z.object({
  email: z.string(),
  mustVerifyOtp: z.literal(true),
  registrationId: z.string(),
  /** Seconds before another code may be requested (60 unless the server is set otherwise). */
  resendAfter: z.number().int(),
});

export const emailBodySchema = z.object({ email: emailSchema });

export const mustVerifyOtpResultSchema = z.object({ mustVerifyOtp: z.boolean() });

export const requestOtpResultSchema = z.object({
  sent: z.literal(true),
  /** Seconds before another code may be requested. */
  resendAfter: z.number().int(),
});

/**
 * What a one-time code is for (DESIGN §6): `register` confirms a registration and carries the
 * password chosen for it; `sign_in` only proves the inbox (passwordless login, forgotten password).
 */
export const OTP_PURPOSES = ["register", "sign_in"] as const;
export type OtpPurpose = (typeof OTP_PURPOSES)[number];
export const otpPurposeSchema = z.enum(OTP_PURPOSES, { error: "Tujuan kode tidak valid" });

/**
 * How a session was signed in (`auth_tokens.signed_in_with`): a password, a one-time code by email,
 * or a Google ID token. A session signed in by code may set a new password without the current one
 * for 10 minutes (the forgotten-password path, DESIGN §3).
 */
export const SIGN_IN_METHODS = ["password", "code", "google"] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/**
 * `POST /v1/request-otp`. `purpose: "register"` with the client's `registrationId` is "Kirim Ulang
 * Kode" on the registration's verify page: the new code confirms that registration. Anything else
 * is a sign-in code.
 */
export const requestOtpBodySchema = z.object({
  email: emailSchema,
  purpose: otpPurposeSchema.optional(),
  registrationId: registrationIdSchema.optional(),
});
export type RequestOtpBody = z.infer<typeof requestOtpBodySchema>;

/**
 * `POST /v1/verify-otp`. `purpose` is the flow the person is in: a registration code entered to
 * sign in (`sign_in`) verifies the email without activating that registration's password.
 * Left out, the code's own purpose decides. `registrationId` is the id the registration answered
 * to this client: without the one the code was mailed for, no password is set (ADR 0017).
 */
export const verifyOtpBodySchema = z.object({
  email: emailSchema,
  code: otpCodeSchema,
  purpose: otpPurposeSchema.optional(),
  registrationId: registrationIdSchema.optional(),
});
export type VerifyOtpBody = z.infer<typeof verifyOtpBodySchema>;

export const loginBodySchema = z.object({
  email: emailSchema,
  password: text({ error: "Kata sandi wajib diisi" })
    .min(1, "Kata sandi wajib diisi")
    .max(200, "Kata sandi maksimal 200 karakter"),
});

export const googleLoginBodySchema = z.object({
  // A check without its own message would fall back to the schema's "wajib diisi".
  idToken: text({ error: "Token Google wajib diisi" })
    .min(10, "Token Google tidak valid")
    .max(8192, "Token Google tidak valid"),
});

/**
 * `PUT /v1/auth/password`. `currentPassword` is needed unless the session was signed in by code
 * within the last 10 minutes (the forgotten-password path).
 */
export const changePasswordBodySchema = z.object({
  currentPassword: z
    .string({ error: "Kata sandi saat ini tidak valid" })
    .max(200, "Kata sandi maksimal 200 karakter")
    .optional(),
  password: passwordSchema,
});
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;

/** What every successful sign-in returns: an opaque bearer token and the user. */
export const sessionSchema = z.object({ token: z.string(), user: userSchema });
export type Session = z.infer<typeof sessionSchema>;
