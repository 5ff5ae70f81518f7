/** Styles of the editing area: close to how the article reads on `/blog/{slug}`. */
export const EDITOR_PROSE =
  "min-h-72 px-4 py-3 text-base leading-relaxed text-slate-900 outline-none [&_a]:text-violet-700 [&_a]:underline " +
  "[&_blockquote]:my-3 [&_blockquote]:border-l-4 [&_blockquote]:border-violet-400 [&_blockquote]:pl-3 [&_blockquote]:text-slate-700 " +
  "[&_h2]:mt-5 [&_h2]:text-xl [&_h2]:font-bold [&_h3]:mt-4 [&_h3]:text-lg [&_h3]:font-semibold " +
  "[&_img]:my-3 [&_img]:max-h-96 [&_img]:rounded-lg [&_img.ProseMirror-selectednode]:outline-2 [&_img.ProseMirror-selectednode]:outline-violet-600 " +
  "[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6 [&_p]:my-2 " +
  "[&_pre]:my-3 [&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-3 [&_pre]:text-sm [&_pre]:text-slate-100";
