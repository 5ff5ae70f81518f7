/**
 * The article field: Tiptap (`content-editor-core.tsx`) loads on the admin's first touch of the
 * field (`lazyRichTextField`), keeping the editor page inside the dashboard's JS budget.
 */
import { lazyRichTextField } from "~/features/ui/lazy-rich-text";
import type { ContentEditorProps } from "./content-editor-core";
import { EDITOR_PROSE } from "./editor-prose";

export const ContentEditor = lazyRichTextField<ContentEditorProps>(
  () => import("./content-editor-core").then((module) => module.ContentEditorCore),
  {
    proseClass: EDITOR_PROSE,
    emptyText: "Tulis artikel di sini…",
    idleToolbarText: "Ketuk area di bawah untuk mulai menulis",
  },
);
