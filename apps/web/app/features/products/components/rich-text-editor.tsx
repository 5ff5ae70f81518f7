/**
 * The product description field: Tiptap (`rich-text-editor-core.tsx`) loads on the seller's first
 * touch of the field (`lazyRichTextField`), keeping the product form inside the dashboard's JS budget.
 */
import { lazyRichTextField } from "~/features/ui/lazy-rich-text";
import { DESCRIPTION_PROSE } from "./description-prose";
import type { RichTextEditorProps } from "./rich-text-editor-core";

export const RichTextEditor = lazyRichTextField<RichTextEditorProps>(
  () => import("./rich-text-editor-core").then((module) => module.RichTextEditorCore),
  { proseClass: DESCRIPTION_PROSE, emptyText: "Ketuk untuk menulis deskripsi…" },
);

/** A membership's benefits (ADR 0049): the same editor, its own empty text. */
export const BenefitsEditor = lazyRichTextField<RichTextEditorProps>(
  () => import("./rich-text-editor-core").then((module) => module.RichTextEditorCore),
  { proseClass: DESCRIPTION_PROSE, emptyText: "Ketuk untuk menulis keuntungan anggota…" },
);

/** A members-only post's text (ADR 0049): the same editor, its own empty text. */
export const PostEditorField = lazyRichTextField<RichTextEditorProps>(
  () => import("./rich-text-editor-core").then((module) => module.RichTextEditorCore),
  { proseClass: DESCRIPTION_PROSE, emptyText: "Ketuk untuk menulis isi postingan…" },
);

/** An email broadcast's body (DESIGN §4 "Broadcasts"): the same editor, its own empty text. */
export const BroadcastEditorField = lazyRichTextField<RichTextEditorProps>(
  () => import("./rich-text-editor-core").then((module) => module.RichTextEditorCore),
  { proseClass: DESCRIPTION_PROSE, emptyText: "Ketuk untuk menulis isi email…" },
);
