/**
 * Content-Security-Policy with a fresh nonce per response (DESIGN §6). Server-rendered pages read
 * `reply.scriptNonce` and put it on their inline scripts; API answers are JSON and get the same header.
 * Google Identity Services is allowed only when Google login is configured; frames also from the
 * YouTube (`youtube-nocookie.com`) and Vimeo players a course's preview lessons use.
 */
import { randomBytes } from "node:crypto";
import type { FastifyInstance } from "fastify";
import fp from "fastify-plugin";
import type { Config } from "../env";

declare module "fastify" {
  interface FastifyReply {
    scriptNonce: string;
  }
}

export const securityHeaders = fp(
  async (app: FastifyInstance, { config }: { config: Config }) => {
    const google = config.googleClientId ? " https://accounts.google.com/gsi/" : "";
    app.decorateReply("scriptNonce", "");
    app.addHook("onRequest", async (_request, reply) => {
      const nonce = randomBytes(16).toString("base64");
      reply.scriptNonce = nonce;
      reply.header(
        "content-security-policy",
        [
          "default-src 'self'",
          `script-src 'self' 'nonce-${nonce}'${google}`,
          `style-src 'self' 'unsafe-inline'${google}`,
          "img-src 'self' data: blob: https:",
          `connect-src 'self'${google}`,
          // A course's preview lessons play in the providers' privacy-enhanced players (DESIGN §3).
          `frame-src 'self' https://www.youtube-nocookie.com https://player.vimeo.com${google}`,
          "font-src 'self' data:",
          "object-src 'none'",
          "base-uri 'self'",
          "form-action 'self'",
          "frame-ancestors 'none'",
        ].join("; "),
      );
    });
  },
  { name: "lapak-security-headers", fastify: "5.x" },
);
