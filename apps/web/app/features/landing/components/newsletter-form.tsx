/**
 * The newsletter form: a plain `<form method="post">` (the landing pages are not hydrated, so it
 * works without JavaScript), posting `email`, the page to come back to and which form it was.
 */
import { type NEWSLETTER_ANCHORS, SUBSCRIBE_ACTION } from "../newsletter";

/** Email field and "Langganan" on one line (two on a narrow phone); `tone` matches its background. */
export function NewsletterForm({
  next,
  anchor,
  tone = "light",
}: {
  /** This page's path, where the visitor lands again. */
  next: string;
  anchor: (typeof NEWSLETTER_ANCHORS)[keyof typeof NEWSLETTER_ANCHORS];
  tone?: "light" | "dark";
}) {
  const inputId = `${anchor}-email`;
  return (
    <form method="post" action={SUBSCRIBE_ACTION} className="flex w-full flex-col gap-2 sm:flex-row">
      <input type="hidden" name="next" value={next} />
      <input type="hidden" name="anchor" value={anchor} />
      <label htmlFor={inputId} className="sr-only">
        Email
      </label>
      <input
        id={inputId}
        name="email"
        type="email"
        required
        maxLength={254}
        autoComplete="email"
        inputMode="email"
        placeholder="nama@email.com"
        className={`min-h-12 w-full flex-1 rounded-xl border px-4 text-base outline-none focus-visible:ring-2 ${
          tone === "dark"
            ? "border-white/25 bg-white/10 text-white placeholder:text-violet-200 focus-visible:ring-white"
            : "border-slate-300 bg-white text-slate-900 placeholder:text-slate-400 focus-visible:ring-violet-600"
        }`}
      />
      <button
        type="submit"
        className={`min-h-12 shrink-0 rounded-xl px-5 font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 ${
          tone === "dark"
            ? "bg-white text-violet-800 hover:bg-violet-50 focus-visible:outline-white"
            : "bg-violet-700 text-white hover:bg-violet-800 focus-visible:outline-violet-600"
        }`}
      >
        Langganan
      </button>
    </form>
  );
}
