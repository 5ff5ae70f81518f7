/**
 * A membership in Pustaka Saya (ADR 0049): until when it runs (WIB) and its renewal link; while
 * active, its members-only posts, newest first, each with its files; after its end, "Keanggotaan
 * Anda berakhir pada …" and "Perpanjang". The new-post emails switch is a plain form, so the page
 * needs no script.
 */
import { formatDateWib, formatWhenWib } from "@lapak/shared/date";
import { formatFileSize } from "@lapak/shared/file-size";
import type { MembershipPageData } from "~/features/library/api/membership.server";
import { buttonClass } from "~/features/ui/button";
import { paths } from "~/lib/paths";

const PROSE =
  "text-[15px] leading-relaxed text-slate-700 [&_a]:font-medium [&_a]:text-violet-700 [&_a]:underline " +
  "[&_h2]:mt-5 [&_h2]:text-lg [&_h2]:font-bold [&_h2]:text-slate-900 [&_li]:ml-5 [&_ol]:list-decimal [&_p]:mt-3 " +
  "[&_ul]:list-disc";

export function MembershipView({
  page,
  result,
}: {
  page: MembershipPageData;
  result?: { ok: boolean; message: string };
}) {
  const { membership, posts, ended } = page;
  return (
    <div className="space-y-5">
      <section className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
        <p className="text-xs font-semibold tracking-wide text-violet-700 uppercase">Langganan</p>
        <h1 className="mt-1 text-xl leading-snug font-bold text-slate-900">{membership.title}</h1>
        <p className="mt-0.5 text-sm text-slate-600">oleh {membership.seller.name}</p>
        {ended ? (
          <div role="status" className="mt-4 rounded-xl bg-amber-50 p-3 text-sm text-amber-900 ring-1 ring-amber-200">
            <p className="font-semibold">{ended.message}</p>
            <p className="mt-1">Perpanjang untuk membuka lagi semua postingan khusus anggota.</p>
          </div>
        ) : (
          <p className="mt-3 text-sm text-slate-700">
            Aktif sampai <strong>{formatDateWib(membership.expiresAt)}</strong>. Perpanjang kapan saja: sisa hari Anda
            tidak hilang.
          </p>
        )}
        <a href={ended?.renewUrl ?? membership.renewUrl} className={`${buttonClass("primary", true)} mt-4 min-h-12`}>
          Perpanjang
        </a>
        {membership.included.length > 0 && !ended ? (
          <div className="mt-4">
            <p className="text-sm font-semibold text-slate-900">Termasuk untuk anggota</p>
            <ul className="mt-2 space-y-3 text-sm text-slate-700">
              {membership.included.map((item) => (
                <li key={item.id}>
                  <p className="font-medium text-slate-900">{item.title}</p>
                  {item.course ? (
                    <div className="mt-1 flex flex-wrap items-center gap-3">
                      <span className="text-slate-600">
                        Kelas online · {item.course.progress.completed} dari {item.course.progress.total} pelajaran
                        selesai ({item.course.progress.percent}%)
                      </span>
                      <a
                        href={paths.library.memberCourse(membership.productId, item.id)}
                        className={`${buttonClass("secondary")} min-h-11`}
                      >
                        Buka Kelas
                      </a>
                    </div>
                  ) : null}
                  {item.files.length > 0 ? (
                    <ul className="mt-1 space-y-2">
                      {item.files.map((file) => (
                        <FileLink key={file.id} file={file} />
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </div>
        ) : null}
        <form method="post" className="mt-4 border-t border-slate-100 pt-4">
          <input type="hidden" name="enabled" value={membership.postEmails ? "0" : "1"} />
          <p className="text-sm text-slate-700">
            Email postingan baru: <strong>{membership.postEmails ? "menyala" : "mati"}</strong>
          </p>
          <button type="submit" className={`${buttonClass("secondary")} mt-2 min-h-11`}>
            {membership.postEmails ? "Matikan email postingan baru" : "Nyalakan email postingan baru"}
          </button>
          {result ? (
            <p role="status" className={`mt-2 text-sm ${result.ok ? "text-emerald-800" : "text-red-700"}`}>
              {result.message}
            </p>
          ) : null}
        </form>
      </section>
      {posts ? (
        posts.length === 0 ? (
          <p className="rounded-2xl bg-white p-4 text-sm text-slate-600 shadow-sm ring-1 ring-slate-200">
            Belum ada postingan. Postingan baru akan muncul di sini dan dikirim ke email Anda.
          </p>
        ) : (
          posts.map((post) => (
            <article key={post.id} className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200">
              <h2 className="text-lg leading-snug font-semibold text-slate-900">{post.title}</h2>
              {post.publishedAt ? (
                <p className="mt-0.5 text-xs text-slate-500">{formatWhenWib(post.publishedAt)}</p>
              ) : null}
              <div
                className={PROSE}
                // biome-ignore lint/security/noDangerouslySetInnerHtml: the API sanitizes posts against an allow-list (DESIGN §6)
                dangerouslySetInnerHTML={{ __html: post.content }}
              />
              {post.files.length > 0 ? (
                <ul className="mt-4 space-y-2">
                  {post.files.map((file) => (
                    <FileLink key={file.id} file={file} />
                  ))}
                </ul>
              ) : null}
            </article>
          ))
        )
      ) : null}
    </div>
  );
}

/** One file to download, its name and size: a post's, or an included download's. */
function FileLink({ file }: { file: { name: string; size: number; url: string } }) {
  return (
    <li>
      <a
        href={file.url}
        download
        className="flex min-h-11 items-center justify-between gap-3 rounded-xl border border-slate-200 px-3 text-sm font-medium text-violet-700 hover:bg-slate-50"
      >
        <span className="min-w-0 break-all">{file.name}</span>
        <span className="shrink-0 text-xs text-slate-500">{formatFileSize(file.size)}</span>
      </a>
    </li>
  );
}
