/**
 * "Masuk dengan Google" with Google Identity Services (https://developers.google.com/identity/gsi/web).
 * GIS only hands out an ID token through its own button, so its button is laid, nearly invisible,
 * over ours: the person sees "Masuk dengan Google" and clicks Google's button. The credential goes
 * to the /login action (intent "google"), which calls `POST /v1/auth/login/google`.
 */
import { useEffect, useRef } from "react";
import { useFetcher } from "react-router";
import { buttonClass } from "~/features/ui/button";
import { type ActionResult, useActionToast } from "~/features/ui/use-action-toast";
import { useNonce } from "~/lib/nonce";
import { paths } from "~/lib/paths";
import { REDIRECT_TO_PARAM } from "~/lib/redirect-to";

const GSI_SRC = "https://accounts.google.com/gsi/client";
const GSI_WAIT_MS = 10_000;

interface GoogleIdentity {
  accounts: {
    id: {
      initialize(options: {
        client_id: string;
        callback: (response: { credential: string }) => void;
        locale?: string;
      }): void;
      renderButton(parent: HTMLElement, options: Record<string, unknown>): void;
    };
  };
}

declare global {
  interface Window {
    google?: GoogleIdentity;
  }
}

/**
 * The Google button for `clientId` (only rendered when GOOGLE_CLIENT_ID is configured); the sign-in
 * lands on `redirectTo` when given (a path already checked by `safeRedirectTo`).
 */
export function GoogleSignIn({ clientId, redirectTo = null }: { clientId: string; redirectTo?: string | null }) {
  const nonce = useNonce();
  const fetcher = useFetcher<ActionResult>();
  useActionToast(fetcher.data);
  const overlay = useRef<HTMLDivElement>(null);
  const submit = useRef(fetcher.submit);
  submit.current = fetcher.submit;
  const target = useRef(redirectTo);
  target.current = redirectTo;

  useEffect(() => {
    const startedAt = Date.now();
    const timer = window.setInterval(() => {
      const google = window.google;
      if (!google && Date.now() - startedAt < GSI_WAIT_MS) return;
      window.clearInterval(timer);
      if (!google || !overlay.current) return;
      google.accounts.id.initialize({
        client_id: clientId,
        locale: "id",
        callback: ({ credential }) =>
          submit.current(
            { intent: "google", idToken: credential, [REDIRECT_TO_PARAM]: target.current ?? "" },
            { method: "post", action: paths.login },
          ),
      });
      google.accounts.id.renderButton(overlay.current, { type: "standard", size: "large", width: 400, locale: "id" });
    }, 100);
    return () => window.clearInterval(timer);
  }, [clientId]);

  return (
    <div className="relative">
      <script src={GSI_SRC} async nonce={nonce} />
      <button type="button" tabIndex={-1} aria-hidden="true" className={buttonClass("secondary", true)}>
        <span aria-hidden="true" className="font-bold text-[#4285F4]">
          G
        </span>
        Masuk dengan Google
      </button>
      <div ref={overlay} className="absolute inset-0 overflow-hidden opacity-[0.01] [&_iframe]:!w-full" />
    </div>
  );
}
