/** The frame of both sign-in forms (password and OTP): a plain POST that works before hydration. */
import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { REDIRECT_TO_PARAM, withRedirectTo } from "~/lib/redirect-to";

/** What a sign-in form takes: the action's field errors and where the sign-in lands (a checked path). */
export interface SignInFormProps {
  errors?: Record<string, string[]>;
  redirectTo?: string | null;
}

/**
 * Posts `intent` and `redirectTo` with the fields and button in `children`; under them a link to
 * the other way in (`switchTo`, keeping `redirectTo`) that reads `switchLabel`.
 */
export function SignInForm({
  intent,
  redirectTo,
  switchTo,
  switchLabel,
  children,
}: {
  intent: string;
  redirectTo: string | null;
  switchTo: string;
  switchLabel: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className="space-y-4" noValidate>
      <input type="hidden" name="intent" value={intent} />
      {redirectTo ? <input type="hidden" name={REDIRECT_TO_PARAM} value={redirectTo} /> : null}
      {children}
      <p className="text-center text-sm">
        <Link
          to={withRedirectTo(switchTo, redirectTo)}
          className="font-medium text-violet-700 underline-offset-4 hover:underline"
        >
          {switchLabel}
        </Link>
      </p>
    </Form>
  );
}
