/**
 * `/blog/{slug}`: the article (sanitized HTML from the API), its date in WIB and reading time,
 * sharing, a call to open a store, related posts, and the JSON-LD `Article`.
 */
import type { PublicBlogPost } from "@lapak/shared/schemas/blog";
import { imageAt, srcSetOf } from "~/lib/images";
import { NearStaticScripts } from "~/lib/near-static";
import { paths } from "~/lib/paths";
import { PostCard, postByline } from "./post-card";
import { ShareLinks } from "./share-links";

/** Styles of the article HTML (headings, lists, quotes, code, images, links). */
const PROSE =
  "text-[17px] leading-[1.75] text-slate-700 [&_a]:font-medium [&_a]:text-violet-700 [&_a]:underline " +
  "[&_blockquote]:my-6 [&_blockquote]:rounded-r-xl [&_blockquote]:border-l-4 [&_blockquote]:border-violet-500 [&_blockquote]:bg-violet-50 [&_blockquote]:px-5 [&_blockquote]:py-1 [&_blockquote]:text-slate-800 " +
  "[&_h2]:mt-10 [&_h2]:text-2xl [&_h2]:leading-snug [&_h2]:font-bold [&_h2]:text-slate-900 " +
  "[&_h3]:mt-8 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-slate-900 " +
  "[&_li]:my-1.5 [&_ol]:my-5 [&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:my-5 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:my-5 " +
  "[&_strong]:font-semibold [&_strong]:text-slate-900 [&_img]:my-6 [&_img]:h-auto [&_img]:w-full [&_img]:rounded-xl " +
  "[&_pre]:my-6 [&_pre]:overflow-x-auto [&_pre]:rounded-xl [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 " +
  "[&_:not(pre)>code]:rounded [&_:not(pre)>code]:bg-slate-100 [&_:not(pre)>code]:px-1.5 [&_:not(pre)>code]:text-[0.9em] " +
  "[&_hr]:my-8 [&>:first-child]:mt-0";

export function PostPage({ post, url, jsonLd }: { post: PublicBlogPost; url: string; jsonLd: string }) {
  return (
    <article className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-12">
      <nav aria-label="Remah roti" className="text-sm">
        <a href={paths.blog.index} className="font-semibold text-violet-700 hover:underline">
          ← Blog Lapak
        </a>
      </nav>
      <header className="mt-4">
        <h1 className="text-3xl leading-tight font-bold tracking-tight text-slate-900 sm:text-4xl">{post.title}</h1>
        <p className="mt-3 text-sm text-slate-600">
          <time dateTime={post.publishedAt}>{postByline(post)}</time>
          {post.authorName ? ` · ${post.authorName}` : null}
        </p>
      </header>
      {post.coverImageUrl ? (
        <img
          src={imageAt(post.coverImageUrl, 1080)}
          srcSet={srcSetOf(post.coverImageUrl, 1600)}
          sizes="(min-width: 768px) 720px, 100vw"
          width={1600}
          height={1000}
          alt=""
          fetchPriority="high"
          className="mt-6 aspect-[16/10] w-full rounded-2xl object-cover"
        />
      ) : null}
      {/* Only a summary in other words than the body's opening (`lead`); "Buat Ringkasan" repeats it. */}
      {post.lead ? <p className="mt-6 text-lg leading-relaxed font-medium text-slate-800">{post.lead}</p> : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitized by the API's rich-text allow-list */}
      <div className={`mt-6 ${PROSE}`} dangerouslySetInnerHTML={{ __html: post.content }} />

      <div className="mt-10 border-t border-slate-200 pt-6">
        <ShareLinks url={url} title={post.title} />
      </div>

      <aside className="mt-10 rounded-2xl bg-violet-700 p-6 text-white">
        <p className="text-lg font-bold">Punya karya digital untuk dijual?</p>
        <p className="mt-1 text-violet-100">
          Buka toko di Lapak dalam beberapa menit. Pembeli bayar dengan QRIS, e-wallet atau virtual account, dan
          berkasnya terkirim otomatis.
        </p>
        <a
          href={paths.register}
          className="mt-4 inline-flex min-h-11 items-center rounded-xl bg-white px-4 font-semibold text-violet-800 hover:bg-violet-50"
        >
          Buat toko gratis
        </a>
      </aside>

      {post.related.length ? (
        <section aria-labelledby="related" className="mt-12">
          <h2 id="related" className="text-xl font-bold text-slate-900">
            Artikel lainnya
          </h2>
          <div className="mt-5 grid gap-5 sm:grid-cols-2">
            {post.related.map((item) => (
              <PostCard key={item.slug} post={item} heading="h3" />
            ))}
          </div>
        </section>
      ) : null}
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: JSON from our own data, `<` escaped */}
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLd }} />
      <NearStaticScripts />
    </article>
  );
}
