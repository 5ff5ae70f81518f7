/** A small phone-like preview of the storefront with the chosen theme (decorative; the form is the control). */
import type { Theme } from "@lapak/shared/schemas/user";
import { BUTTON_RADII, FONT_FAMILIES } from "./theme-options";

/** Translucent tints laid over white, so they look the same on any frame. */
function backgroundOf(theme: Theme): string {
  if (theme.background === "plain") return "none";
  if (theme.background === "soft") return `linear-gradient(${theme.color}14, ${theme.color}14)`;
  return `linear-gradient(160deg, ${theme.color}40 0%, #ffffff00 55%, ${theme.color}26 100%)`;
}

/** A product as the preview shows it: its id, title and its button's label. */
export interface PreviewProduct {
  id: string;
  title: string;
  buttonLabel: string;
}

/**
 * Renders the seller's name, @username and first two live products (`products`) in the theme — the
 * seller's own, never invented ones (DASHBOARD-UX §0); without any, one neutral card that says where
 * they will appear.
 */
export function ThemePreview({
  theme,
  name,
  username,
  products,
}: {
  theme: Theme;
  name: string;
  username: string | null;
  products: PreviewProduct[];
}) {
  const radius = BUTTON_RADII[theme.buttonStyle];
  const cards = products.length > 0 ? products.slice(0, 2) : null;
  return (
    <div aria-hidden="true" className="mx-auto w-48 rounded-[2rem] bg-slate-900 p-2 shadow-xl">
      <div
        className="flex h-80 flex-col items-center overflow-hidden rounded-[1.6rem] bg-white px-4 pt-6"
        style={{ backgroundImage: backgroundOf(theme), fontFamily: FONT_FAMILIES[theme.font] }}
      >
        <div
          className="grid size-14 place-items-center rounded-full text-xl font-bold text-white"
          style={{ backgroundColor: theme.color }}
        >
          {(name.trim()[0] ?? "L").toUpperCase()}
        </div>
        <p className="mt-3 text-sm font-bold text-slate-900">{name || "Nama Anda"}</p>
        <p className="text-xs text-slate-500">@{username || "username"}</p>
        <div className="mt-4 w-full space-y-2.5">
          {cards ? (
            cards.map((product) => (
              <div key={product.id} className="bg-white p-2 text-left shadow-sm" style={{ borderRadius: radius }}>
                <p className="truncate px-1 text-[11px] font-semibold text-slate-800">{product.title}</p>
                <div
                  className="mt-1.5 truncate px-1 py-1.5 text-center text-[11px] font-semibold text-white"
                  style={{ backgroundColor: theme.color, borderRadius: radius }}
                >
                  {product.buttonLabel}
                </div>
              </div>
            ))
          ) : (
            <div
              className="border border-dashed border-slate-300 bg-white/70 p-2 text-left"
              style={{ borderRadius: radius }}
            >
              <p className="px-1 text-[11px] text-slate-500">Produk Anda tampil di sini</p>
              <div className="mt-1.5 h-6" style={{ backgroundColor: theme.color, borderRadius: radius }} />
            </div>
          )}
        </div>
      </div>
    </div>
  );
}
