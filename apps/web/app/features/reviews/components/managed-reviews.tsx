/**
 * The seller's Ulasan and the admin's review list (DESIGN §4 "Reviews"): each review with its stars,
 * text, product, order and reviewer, newest first. The seller replies once under a review; the
 * admin hides one with a reason (kept and shown here) or shows it again. Plain forms posted to the
 * page's action, so they work before the page's script has loaded; an answer about one review
 * (an error, the text typed) shows under that review alone.
 */
import { formatDateTimeWib } from "@lapak/shared/date";
import { type ManagedReview, REVIEW_TEXT_MAX, type ReviewList } from "@lapak/shared/schemas/review";
import { Form, useNavigation, useRevalidator } from "react-router";
import { Badge } from "~/features/ui/badge";
import { Button } from "~/features/ui/button";
import { BlockError } from "~/features/ui/card";
import { EmptyState } from "~/features/ui/empty-state";
import { Pager } from "~/features/ui/pager";
import { Stars } from "~/features/ui/stars";
import { TextArea } from "~/features/ui/text-area";
import type { ReviewActionResult } from "../api/reviews.server";

type Mode = "seller" | "admin";

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const SUMMARY =
  "inline-flex min-h-11 cursor-pointer list-none items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50 [&::-webkit-details-marker]:hidden";

/** The list; `list` null means it failed to load. */
export function ManagedReviews({
  list,
  mode,
  result,
}: {
  list: ReviewList | null;
  mode: Mode;
  result: ReviewActionResult | undefined;
}) {
  const { revalidate } = useRevalidator();
  if (!list) return <BlockError what="Daftar ulasan" onRetry={revalidate} />;
  if (list.reviews.length === 0)
    return (
      <EmptyState>
        {mode === "seller"
          ? "Belum ada ulasan. Pembeli bisa memberi ulasan dari halaman pesanannya setelah membayar."
          : "Belum ada ulasan."}
      </EmptyState>
    );
  const failed = result && !result.ok ? result : null;
  return (
    <>
      <p className="text-sm text-slate-600">
        {list.total.toLocaleString("id-ID")} ulasan, terbaru di atas. Waktu dalam WIB.
      </p>
      <ul className="space-y-3">
        {list.reviews.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} mode={mode} failed={failed?.reviewId === review.id ? failed : null} />
          </li>
        ))}
      </ul>
      <Pager page={list.page} perPage={list.pageSize} total={list.total} />
    </>
  );
}

function ReviewItem({
  review,
  mode,
  failed,
}: {
  review: ManagedReview;
  mode: Mode;
  failed: (ReviewActionResult & { ok: false }) | null;
}) {
  return (
    <article aria-label={`Ulasan ${review.reviewerName} untuk ${review.productTitle}`} className={CARD}>
      <div className="flex flex-wrap items-center gap-2">
        <Stars rating={review.rating} />
        {review.hidden ? <Badge tone="slate">Disembunyikan admin</Badge> : null}
        {review.refunded ? <Badge tone="amber">Dana dikembalikan</Badge> : null}
      </div>
      <p className="mt-1 text-sm font-semibold break-words text-slate-900">{review.productTitle}</p>
      {review.text ? (
        <p className="mt-2 text-sm leading-relaxed break-words whitespace-pre-line text-slate-800">{review.text}</p>
      ) : (
        <p className="mt-2 text-sm text-slate-500">Tanpa teks, hanya bintang.</p>
      )}
      <p className="mt-3 flex flex-wrap gap-x-2 gap-y-1 text-xs text-slate-500">
        <span className="font-medium text-slate-700">{review.reviewerName}</span>
        <span aria-hidden="true">·</span>
        <span>Pesanan {review.orderCode}</span>
        {mode === "admin" ? (
          <>
            <span aria-hidden="true">·</span>
            <span>Toko {review.sellerUsername}</span>
          </>
        ) : null}
        <span aria-hidden="true">·</span>
        <time dateTime={review.createdAt}>{formatDateTimeWib(review.createdAt)}</time>
      </p>
      {review.hidden && review.hiddenReason ? (
        <p className="mt-3 rounded-xl bg-slate-100 p-3 text-sm text-slate-700">
          Alasan disembunyikan: {review.hiddenReason}
        </p>
      ) : null}
      {review.reply ? (
        <div className="mt-3 border-l-2 border-slate-300 pl-3">
          <p className="text-xs font-semibold text-slate-700">
            Balasan {mode === "seller" ? "Anda" : "penjual"}
            {review.repliedAt ? (
              <>
                {" · "}
                <time dateTime={review.repliedAt}>{formatDateTimeWib(review.repliedAt)}</time>
              </>
            ) : null}
          </p>
          <p className="mt-1 text-sm break-words whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : null}
      {mode === "seller" && !review.reply ? <ReplyForm review={review} failed={failed} /> : null}
      {mode === "admin" ? <VisibilityForm review={review} failed={failed} /> : null}
    </article>
  );
}

/** "Balas" opens a textarea; a refused post opens it again with the text typed and the error. */
function ReplyForm({ review, failed }: { review: ManagedReview; failed: (ReviewActionResult & { ok: false }) | null }) {
  const busy = useBusy(review.id);
  return (
    <details className="mt-3" open={failed !== null || undefined}>
      <summary className={SUMMARY}>Balas</summary>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="id" value={review.id} />
        <TextArea
          name="text"
          label="Balasan Anda"
          hint="Tampil di halaman produk di bawah ulasan ini. Hanya bisa dikirim sekali."
          maxLength={REVIEW_TEXT_MAX}
          required
          defaultValue={failed?.typed ?? ""}
          errors={failed?.errors.text ?? (failed ? [failed.message] : undefined)}
        />
        <Button disabled={busy}>{busy ? "Mengirim…" : "Kirim Balasan"}</Button>
      </Form>
    </details>
  );
}

/** The admin's "Sembunyikan" with a reason, or "Tampilkan lagi" for a hidden review. */
function VisibilityForm({
  review,
  failed,
}: {
  review: ManagedReview;
  failed: (ReviewActionResult & { ok: false }) | null;
}) {
  const busy = useBusy(review.id);
  if (review.hidden)
    return (
      <Form method="post" preventScrollReset className="mt-3">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="intent" value="show" />
        <Button variant="secondary" disabled={busy}>
          Tampilkan lagi
        </Button>
      </Form>
    );
  return (
    <details className="mt-3" open={failed !== null || undefined}>
      <summary className={SUMMARY}>Sembunyikan</summary>
      <Form method="post" preventScrollReset className="mt-3 space-y-3">
        <input type="hidden" name="id" value={review.id} />
        <input type="hidden" name="intent" value="hide" />
        <TextArea
          name="reason"
          label="Alasan disembunyikan"
          hint="Disimpan bersama ulasan; penjual dan pembeli melihat ulasannya tidak tampil di halaman produk."
          maxLength={500}
          required
          defaultValue={failed?.typed ?? ""}
          errors={failed?.errors.reason ?? (failed ? [failed.message] : undefined)}
        />
        <Button disabled={busy}>Sembunyikan Ulasan</Button>
      </Form>
    </details>
  );
}

/** Whether the page is posting a form about `reviewId`. */
function useBusy(reviewId: string): boolean {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formData?.get("id") === reviewId;
}
