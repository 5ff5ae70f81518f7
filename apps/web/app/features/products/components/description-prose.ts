/**
 * The description's text classes, the same before and after the editor loads. Its own file, apart
 * from `rich-text-editor-core.tsx`, so importing it does not pull Tiptap into the product form.
 */
export const DESCRIPTION_PROSE =
  "min-h-40 px-3 py-2.5 text-base text-slate-900 outline-none [&_a]:text-violet-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6";
