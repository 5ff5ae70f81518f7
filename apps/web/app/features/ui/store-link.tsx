/** The seller's public store address in a box, with a copy button. */
import { noteStoreLinkShared } from "~/lib/store-link-shared";
import { CopyButton } from "./copy-button";

/** Shows `url` (without the scheme) and a "Salin" button. */
export function StoreLink({ url }: { url: string }) {
  return (
    <div className="flex items-center gap-2 rounded-xl border border-violet-200 bg-violet-50 p-2 pl-3">
      <a href={url} className="min-w-0 flex-1 truncate font-medium text-violet-900 underline-offset-4 hover:underline">
        {url.replace(/^https?:\/\//, "")}
      </a>
      <CopyButton text={url} onCopied={noteStoreLinkShared} />
    </div>
  );
}
