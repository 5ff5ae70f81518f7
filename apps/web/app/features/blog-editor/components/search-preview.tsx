/** A live preview of how the post shows up as a Google result: site and path, title, description. */

const TITLE_MAX = 60;
const DESCRIPTION_MAX = 155;

/** `text` cut after a whole word to about `max` characters, with "…" when cut. */
function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  const cut = text.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return `${(space > max * 0.6 ? cut.slice(0, space) : cut).trimEnd()} …`;
}

export function SearchPreview({
  appUrl,
  slug,
  title,
  description,
}: {
  appUrl: string;
  slug: string;
  title: string;
  description: string;
}) {
  const host = appUrl.replace(/^https?:\/\//, "").replace(/\/.*$/, "");
  return (
    <figure aria-label="Pratinjau hasil pencarian Google" className="rounded-xl bg-white p-4 ring-1 ring-slate-200">
      <p className="truncate text-xs text-slate-600">
        {host} › blog › {slug || "alamat-artikel"}
      </p>
      <p className="mt-1 text-lg leading-snug break-words text-[#1a0dab]">
        {clip(title || "Judul artikel", TITLE_MAX)}
      </p>
      <p className="mt-1 text-sm leading-relaxed text-slate-600">
        {description ? clip(description, DESCRIPTION_MAX) : "Deskripsi artikel akan tampil di sini."}
      </p>
      <figcaption className="mt-3 text-xs text-slate-500">
        Pratinjau di Google: judul sekitar {TITLE_MAX} karakter dan deskripsi sekitar {DESCRIPTION_MAX} karakter yang
        tampil.
      </figcaption>
    </figure>
  );
}
