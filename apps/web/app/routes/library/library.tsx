/**
 * `/my-library` (layout `public`): every purchase of the signed-in email (DESIGN §4 "Buyer
 * library"). Without a live library session it sends the buyer to `/my-library/sign-in`. Rendered
 * on the server and not hydrated, with no script of its own: "Keluar" is a form that posts.
 */
import { redirect } from "react-router";
import { getLibrary } from "~/features/library/api/get-library.server";
import { libraryTokenOf, signInAgain } from "~/features/library/api/library-session.server";
import { signOutOfLibrary } from "~/features/library/api/sign-in.server";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { PurchaseList } from "~/features/library/components/purchase-list";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { privatePageHeaders, privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/library";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ request, context }: Route.LoaderArgs) {
  const token = libraryTokenOf(request);
  if (!token) throw redirect(paths.library.signIn(), { headers: privatePageHeaders() });
  const library = await getLibrary(context, token);
  if (!library) throw signInAgain(context);
  return library;
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = libraryTokenOf(request);
  if (token) await signOutOfLibrary(context, token);
  return signInAgain(context, `${paths.library.signIn()}?out=1`);
}

export const headers = privatePageHeaders;

export function meta() {
  return privatePageMeta("Pustaka Saya");
}

export default function Library({ loaderData }: Route.ComponentProps) {
  const { email, purchases } = loaderData;
  return (
    <LibraryFrame
      aside={
        <form method="post">
          <button
            type="submit"
            className="min-h-11 rounded-lg px-3 text-sm font-semibold text-slate-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-violet-600"
          >
            Keluar
          </button>
        </form>
      }
    >
      <h1 className="text-2xl font-bold tracking-tight text-slate-900">Pustaka Saya</h1>
      <p className="mt-1 mb-5 text-sm text-slate-600">
        Semua pembelian dengan <span className="font-semibold text-slate-900">{email}</span>.
      </p>
      <PurchaseList purchases={purchases} />
    </LibraryFrame>
  );
}
