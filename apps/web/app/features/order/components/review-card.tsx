/**
 * The order page's review card (DESIGN §4 "Reviews"): a plain form posted to the server, so it
 * works without JavaScript like every buyer page (DESIGN §6). Five radio stars and an optional
 * text; once written, the review with the seller's reply and "Ubah Ulasan" (`?ulasan=ubah`), which
 * shows the form again filled in. Nothing for an order that cannot be reviewed and has no review.
 */
import { type OrderReview, REVIEW_TEXT_MAX } from "@lapak/shared/schemas/review";
import { FieldError } from "~/features/ui/field-error";
import { Stars } from "~/features/ui/stars";

export type ReviewResult =
  | { ok: true; message: string }
  | {
      ok: false;
      message: string;
      errors: Record<string, string[]>;
      /** What the refused post held, shown again. */
      values: { rating: number; text: string };
    };

const CARD = "rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200 sm:p-5";
const RATING_WORDS = ["", "Buruk", "Kurang", "Cukup", "Bagus", "Sangat bagus"];

export function ReviewCard({
  state,
  editing,
  result,
}: {
  state: OrderReview | null;
  editing: boolean;
  result?: ReviewResult;
}) {
  if (!state) return null;
  const { review, refusal } = state;
  if (!review && refusal) return null;
  const failed = result && !result.ok ? result : null;
  const showForm = !refusal && (!review || editing || failed !== null);
  return (
    <section id="ulasan" aria-labelledby="review-heading" className={CARD}>
      <h2 id="review-heading" className="text-base font-semibold text-slate-900">
        {review ? "Ulasan Anda" : "Beri ulasan"}
      </h2>
      {result?.ok ? (
        <p role="status" className="mt-2 rounded-xl bg-emerald-50 p-3 text-sm text-emerald-800">
          {result.message}
        </p>
      ) : null}
      {failed ? (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {failed.message}
        </p>
      ) : null}
      {showForm ? (
        <ReviewForm
          editing={review !== null}
          values={failed?.values ?? { rating: review?.rating ?? 0, text: review?.text ?? "" }}
          errors={failed?.errors ?? {}}
        />
      ) : review ? (
        <div className="mt-2">
          <Stars rating={review.rating} size="size-5" />
          {review.text ? (
            <p className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-800">{review.text}</p>
          ) : null}
          {review.hidden ? (
            <p className="mt-2 text-sm text-amber-800">Ulasan ini disembunyikan oleh admin Lapak.</p>
          ) : null}
          {review.reply ? (
            <div className="mt-3 border-l-2 border-slate-300 pl-3">
              <p className="text-xs font-semibold text-slate-700">Balasan penjual</p>
              <p className="mt-1 text-sm whitespace-pre-line text-slate-700">{review.reply}</p>
            </div>
          ) : null}
          {refusal ? null : (
            <a
              href="?ulasan=ubah#ulasan"
              className="mt-3 inline-flex min-h-11 items-center rounded-xl border border-slate-300 px-4 text-sm font-semibold text-slate-800 hover:bg-slate-50"
            >
              Ubah Ulasan
            </a>
          )}
        </div>
      ) : null}
    </section>
  );
}

function ReviewForm({
  editing,
  values,
  errors,
}: {
  editing: boolean;
  values: { rating: number; text: string };
  errors: Record<string, string[]>;
}) {
  return (
    <form method="post" action="#ulasan" className="mt-2 space-y-4">
      <input type="hidden" name="intent" value={editing ? "update" : "create"} />
      <fieldset aria-describedby={errors.rating ? "rating-error" : undefined}>
        <legend className="text-sm font-medium text-slate-800">Nilai produk ini</legend>
        <div className="mt-2 flex flex-wrap gap-2">
          {[1, 2, 3, 4, 5].map((n) => (
            <label
              key={n}
              className="flex min-h-11 cursor-pointer items-center gap-1.5 rounded-xl border border-slate-300 px-3 text-sm has-[:checked]:border-amber-500 has-[:checked]:bg-amber-50 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-violet-600"
            >
              <input
                type="radio"
                name="rating"
                value={n}
                defaultChecked={values.rating === n}
                required
                className="size-4 accent-amber-500"
              />
              <span aria-hidden="true" className="text-amber-500">
                {"★".repeat(n)}
              </span>
              <span className="sr-only">
                {n} bintang, {RATING_WORDS[n]}
              </span>
            </label>
          ))}
        </div>
        <FieldError id="rating-error" messages={errors.rating} />
      </fieldset>
      <div>
        <label htmlFor="review-text" className="mb-1.5 block text-sm font-medium text-slate-800">
          Ceritakan pengalaman Anda (opsional)
        </label>
        <textarea
          id="review-text"
          name="text"
          rows={4}
          maxLength={REVIEW_TEXT_MAX}
          defaultValue={values.text}
          aria-describedby={errors.text ? "text-error" : undefined}
          className="w-full rounded-xl border border-slate-300 px-3 py-2 text-base"
        />
        <FieldError id="text-error" messages={errors.text} />
      </div>
      <button
        type="submit"
        className="min-h-12 w-full rounded-xl bg-violet-700 px-5 text-base font-semibold text-white hover:bg-violet-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600"
      >
        {editing ? "Simpan Ulasan" : "Kirim Ulasan"}
      </button>
    </form>
  );
}
