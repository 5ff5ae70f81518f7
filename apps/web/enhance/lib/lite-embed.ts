/**
 * "Lite" video facades (DESIGN §3 "Kelas Online"): every `a[data-lite-embed]` (`LiteVideo`)
 * becomes its provider's player iframe, autoplaying, on a click — and only then, so a page with
 * videos loads no player until one is wanted.
 */
export function enableLiteEmbeds(root: ParentNode = document): void {
  for (const facade of root.querySelectorAll<HTMLAnchorElement>("a[data-lite-embed]")) {
    facade.addEventListener("click", (event) => {
      event.preventDefault();
      const frame = document.createElement("iframe");
      const src = new URL(facade.dataset.liteEmbed ?? facade.href);
      src.searchParams.set("autoplay", "1");
      frame.src = src.toString();
      frame.title = facade.dataset.title ?? "Video";
      frame.allow = "autoplay; encrypted-media; picture-in-picture; fullscreen";
      frame.allowFullscreen = true;
      frame.className = facade.className;
      facade.replaceWith(frame);
      frame.focus();
    });
  }
}
