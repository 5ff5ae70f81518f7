/** "Bagikan": plain links to WhatsApp, X and Facebook (no scripts, no trackers). */

/** The share URLs of a page at `url` titled `title`. */
export function shareLinks(url: string, title: string) {
  const text = encodeURIComponent(title);
  const link = encodeURIComponent(url);
  return [
    { label: "WhatsApp", href: `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}` },
    { label: "X", href: `https://x.com/intent/post?text=${text}&url=${link}` },
    { label: "Facebook", href: `https://www.facebook.com/sharer/sharer.php?u=${link}` },
  ];
}

export function ShareLinks({ url, title }: { url: string; title: string }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="mr-1 text-sm font-semibold text-slate-700">Bagikan:</p>
      {shareLinks(url, title).map((link) => (
        <a
          key={link.label}
          href={link.href}
          target="_blank"
          rel="noopener noreferrer"
          className="inline-flex min-h-11 items-center rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-violet-600"
        >
          {link.label}
          <span className="sr-only"> (tab baru)</span>
        </a>
      ))}
    </div>
  );
}
