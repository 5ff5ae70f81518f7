/** A text page of the landing layout (help, privacy, terms): title, contents and prose sections. */
import type { ReactNode } from "react";

export interface InfoSection {
  /** Anchor of the section's `<h2>` (`#hak-anda`). */
  id: string;
  title: string;
}

/**
 * Title, optional intro and "last updated" line, a list of contents linking to each section (when
 * `sections` is given) and the prose. Sections are `<section>`s with an `<h2 id>` as children.
 */
export function InfoPage({
  title,
  intro,
  updated,
  sections,
  children,
}: {
  title: string;
  intro?: string;
  /** "1 Desember 2026". */
  updated?: string;
  sections?: InfoSection[];
  children: ReactNode;
}) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
      <h1 className="text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">{title}</h1>
      {intro ? <p className="mt-3 text-lg leading-relaxed text-slate-600">{intro}</p> : null}
      {updated ? <p className="mt-2 text-sm text-slate-500">Terakhir diperbarui: {updated}</p> : null}
      {sections ? (
        <nav aria-label="Daftar isi" className="mt-8 rounded-2xl bg-slate-50 p-5 ring-1 ring-slate-200">
          <p className="text-sm font-semibold text-slate-900">Daftar isi</p>
          <ol className="mt-3 list-decimal space-y-1.5 pl-5 text-sm text-violet-800 sm:columns-2 sm:gap-8">
            {sections.map((section) => (
              <li key={section.id} className="break-inside-avoid">
                <a href={`#${section.id}`} className="underline-offset-4 hover:underline">
                  {section.title}
                </a>
              </li>
            ))}
          </ol>
        </nav>
      ) : null}
      <div className="mt-10 space-y-10 leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-violet-700 [&_a]:underline [&_a]:underline-offset-4 [&_h2]:scroll-mt-24 [&_h2]:text-xl [&_h2]:font-bold [&_h2]:text-slate-900 [&_h3]:mt-5 [&_h3]:font-semibold [&_h3]:text-slate-900 [&_li]:pl-1 [&_ol]:mt-3 [&_ol]:list-decimal [&_ol]:space-y-1.5 [&_ol]:pl-5 [&_p]:mt-3 [&_ul]:mt-3 [&_ul]:list-disc [&_ul]:space-y-1.5 [&_ul]:pl-5">
        {children}
      </div>
    </article>
  );
}
