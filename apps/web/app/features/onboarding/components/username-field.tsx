/**
 * Username with a live availability check: a debounced `fetcher.load` of the
 * /onboard/username-availability resource route, which asks the API.
 */
import { type ReactNode, useEffect, useState } from "react";
import { useFetcher } from "react-router";
import { Spinner } from "~/features/ui/spinner-overlay";
import { TextField } from "~/features/ui/text-field";
import { USERNAME_CHECK_DEBOUNCE_MS } from "~/lib/constants";
import { paths } from "~/lib/paths";
import type { UsernameAvailability } from "../api/username-availability.server";

interface UsernameFieldProps {
  defaultValue: string;
  /** Shown before the input: the store address without the username (`lapak.id/`). */
  prefix: string;
  errors?: string[];
}

/** Lower-cases as the seller types and shows "Username tersedia" or why not. */
export function UsernameField({ defaultValue, prefix, errors }: UsernameFieldProps) {
  const [value, setValue] = useState(defaultValue);
  const fetcher = useFetcher<UsernameAvailability | null>();
  const { load } = fetcher;

  useEffect(() => {
    if (!value || value === defaultValue) return;
    const timer = window.setTimeout(() => load(paths.onboard.usernameAvailability(value)), USERNAME_CHECK_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [value, defaultValue, load]);

  const result = fetcher.data && fetcher.data.username === value ? fetcher.data : null;
  let status: ReactNode = null;
  if (value && value !== defaultValue) {
    if (fetcher.state === "loading" || !result) {
      status = (
        <span className="inline-flex items-center gap-2 text-slate-500">
          <Spinner className="size-3.5" /> Memeriksa username...
        </span>
      );
    } else {
      status = (
        <span
          aria-live="polite"
          className={result.available ? "font-medium text-emerald-700" : "font-medium text-red-700"}
        >
          {result.available ? "✓ " : "✕ "}
          {result.message}
        </span>
      );
    }
  }

  return (
    <TextField
      name="username"
      label="Username"
      value={value}
      onChange={(event) => setValue(event.target.value.toLowerCase().replace(/\s+/g, ""))}
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      required
      prefix={prefix}
      hint="Huruf kecil, angka, titik, dan garis bawah; 3–30 karakter."
      status={errors?.length ? null : status}
      errors={errors}
    />
  );
}
