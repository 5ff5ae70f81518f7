/**
 * The product description field. Tiptap (`rich-text-editor-core.tsx`, ~125 KB gzip) loads when the
 * seller first touches or focuses the field, so opening the product form stays inside the
 * dashboard's JS budget (DESIGN §6: ≤ 160 KB gzip per dashboard page on first visit). Until then
 * the field shows the current description (HTML the API already sanitized) in the same frame, and
 * the hidden input carries it, so a form saved without touching it keeps it.
 */
import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { RichTextEditorProps } from "./rich-text-editor-core";

const loadCore = () => import("./rich-text-editor-core");
const Core = lazy(() => loadCore().then((module) => ({ default: module.RichTextEditorCore })));

/** The field before the editor arrives; `onWake` asks for the editor. */
function Placeholder({
  name,
  label,
  value,
  hint,
  errors,
  onWake,
  loading = false,
}: RichTextEditorProps & { onWake?: () => void; loading?: boolean }) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  const box = {
    role: "textbox",
    tabIndex: 0,
    "aria-multiline": true,
    "aria-labelledby": `${id}-label`,
    onFocus: onWake,
    onPointerDown: onWake,
    className:
      "min-h-40 cursor-text px-3 py-2.5 text-base text-slate-900 [&_a]:text-violet-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6",
  } as const;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div className={`overflow-hidden rounded-xl border bg-white ${hasError ? "border-red-400" : "border-slate-300"}`}>
        <div className="flex h-11 items-center border-b border-slate-200 bg-slate-50 px-3 text-sm text-slate-500">
          {loading ? "Memuat editor…" : null}
        </div>
        {value ? (
          <div
            {...box}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitized description HTML
            dangerouslySetInnerHTML={{ __html: value }}
          />
        ) : (
          <div {...box}>
            <span className="text-slate-400">Ketuk untuk menulis deskripsi…</span>
          </div>
        )}
      </div>
      {hint ? <p className="mt-1.5 text-sm text-slate-500">{hint}</p> : null}
      {hasError ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors?.join(" ")}</p> : null}
    </div>
  );
}

/** A rich text field whose editor loads on first touch or focus, then takes the focus itself. */
export function RichTextEditor(props: RichTextEditorProps) {
  const [awake, setAwake] = useState(false);
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  if (!awake) return <Placeholder {...props} onWake={hydrated ? () => setAwake(true) : undefined} />;
  return (
    <Suspense fallback={<Placeholder {...props} loading />}>
      <Core {...props} autoFocus />
    </Suspense>
  );
}
