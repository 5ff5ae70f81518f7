/** The heading block every landing section opens with: a small kicker, the title, one line under it. */
import type { ReactNode } from "react";

export function SectionHeading({
  id,
  kicker,
  title,
  children,
  tone = "light",
}: {
  /** The `<h2>`'s id, which the section names itself by (`aria-labelledby`). */
  id: string;
  kicker: string;
  title: string;
  children?: ReactNode;
  tone?: "light" | "dark";
}) {
  const dark = tone === "dark";
  return (
    <div className="max-w-2xl">
      <p className={`text-sm font-semibold tracking-wide uppercase ${dark ? "text-violet-200" : "text-violet-700"}`}>
        {kicker}
      </p>
      <h2
        id={id}
        className={`mt-2 text-3xl font-bold tracking-tight sm:text-4xl ${dark ? "text-white" : "text-slate-900"}`}
      >
        {title}
      </h2>
      {children ? (
        <p className={`mt-3 text-lg leading-relaxed ${dark ? "text-violet-100" : "text-slate-600"}`}>{children}</p>
      ) : null}
    </div>
  );
}
