/**
 * The seller's social profiles as a row of round icon links. Sellers type a handle (`@nadia`) or
 * paste a profile URL; both become the network's profile URL. Icons are inline SVG (no icon font,
 * no request).
 */
import type { SocialLinks as Links } from "@lapak/shared/schemas/user";
import type { ReactNode } from "react";

type Network = keyof Links;

const NETWORKS: { key: Network; label: string; profile: (handle: string) => string; icon: ReactNode }[] = [
  {
    key: "instagram",
    label: "Instagram",
    profile: (handle) => `https://www.instagram.com/${handle}/`,
    icon: (
      <>
        <rect width="18" height="18" x="3" y="3" rx="5" />
        <circle cx="12" cy="12" r="4" />
        <path d="M17.5 6.5h.01" />
      </>
    ),
  },
  {
    key: "tiktok",
    label: "TikTok",
    profile: (handle) => `https://www.tiktok.com/@${handle}`,
    icon: <path d="M9 11.5a4.25 4.25 0 1 0 4.25 4.25V3.5c.4 2.6 2.4 4.6 5.25 5" />,
  },
  {
    key: "youtube",
    label: "YouTube",
    profile: (handle) => `https://www.youtube.com/@${handle}`,
    icon: (
      <>
        <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
        <path d="m10 15 5-3-5-3z" />
      </>
    ),
  },
  {
    key: "x",
    label: "X",
    profile: (handle) => `https://x.com/${handle}`,
    icon: (
      <>
        <path d="M4 4l11.7 16H20L8.3 4z" />
        <path d="M4 20l6.8-6.8m2.4-2.4L20 4" />
      </>
    ),
  },
  {
    key: "facebook",
    label: "Facebook",
    profile: (handle) => `https://www.facebook.com/${handle}`,
    icon: <path d="M18 2h-3a5 5 0 0 0-5 5v3H7v4h3v8h4v-8h3l1-4h-4V7a1 1 0 0 1 1-1h3z" />,
  },
  {
    key: "website",
    label: "Situs web",
    profile: () => "",
    icon: (
      <>
        <circle cx="12" cy="12" r="9.5" />
        <path d="M12 2.5a14 14 0 0 0 0 19 14 14 0 0 0 0-19M2.5 12h19" />
      </>
    ),
  },
];

/** The profile URL of `value` on `network`, or null when it is empty or unusable. */
export function socialUrl(network: Network, value: string | undefined): string | null {
  const trimmed = value?.trim();
  if (!trimmed) return null;
  if (/^https?:\/\//i.test(trimmed)) {
    try {
      return new URL(trimmed).href;
    } catch {
      return null;
    }
  }
  const spec = NETWORKS.find((item) => item.key === network);
  if (!spec || network === "website") return null;
  const handle = trimmed.replace(/^@+/, "").replace(/\/+$/, "");
  return /^[A-Za-z0-9._-]{1,100}$/.test(handle) ? spec.profile(handle) : null;
}

/** Round icon links of every social profile the seller filled in; nothing when there are none. */
export function SocialLinks({ links, ownerName }: { links: Links; ownerName: string }) {
  const items = NETWORKS.flatMap((network) => {
    const href = socialUrl(network.key, links[network.key]);
    return href ? [{ ...network, href }] : [];
  });
  if (items.length === 0) return null;
  return (
    <ul className="mt-5 flex flex-wrap items-center justify-center gap-2.5">
      {items.map((item) => (
        <li key={item.key}>
          <a
            href={item.href}
            target="_blank"
            rel="noopener noreferrer me"
            className="grid size-11 place-items-center rounded-full bg-white text-slate-800 shadow-sm ring-1 ring-black/5 transition hover:-translate-y-0.5 hover:text-[var(--accent)] hover:shadow-md focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-[var(--accent)]"
          >
            <svg
              viewBox="0 0 24 24"
              width="20"
              height="20"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.9"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              {item.icon}
            </svg>
            <span className="sr-only">{`${item.label} ${ownerName}`}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
