/**
 * The article field. Tiptap (`content-editor-core.tsx`) loads when the admin first touches or
 * focuses the field, so the editor page opens inside the dashboard's JS budget (DESIGN §6); until
 * then the field shows the current article (HTML the API sanitized) and the hidden input carries it.
 */
import { lazy, Suspense, useEffect, useId, useState } from "react";
import type { ContentEditorProps } from "./content-editor-core";
import { EDITOR_PROSE } from "./editor-prose";

const Core = lazy(() => import("./content-editor-core").then((module) => ({ default: module.ContentEditorCore })));

function Placeholder({
  name,
  label,
  value,
  errors,
  onWake,
  loading = false,
}: ContentEditorProps & { onWake?: () => void; loading?: boolean }) {
  const id = useId();
  const box = {
    role: "textbox",
    tabIndex: 0,
    "aria-multiline": true,
    "aria-labelledby": `${id}-label`,
    onFocus: onWake,
    onPointerDown: onWake,
    className: `cursor-text ${EDITOR_PROSE}`,
  } as const;
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div
        className={`overflow-hidden rounded-xl border bg-white ${errors?.length ? "border-red-400" : "border-slate-300"}`}
      >
        <div className="flex h-12 items-center border-b border-slate-200 bg-slate-50 px-3 text-sm text-slate-500">
          {loading ? "Memuat editor…" : "Ketuk area di bawah untuk mulai menulis"}
        </div>
        {value ? (
          // biome-ignore lint/security/noDangerouslySetInnerHtml: the API's sanitized article HTML
          <div {...box} dangerouslySetInnerHTML={{ __html: value }} />
        ) : (
          <div {...box}>
            <span className="text-slate-400">Tulis artikel di sini…</span>
          </div>
        )}
      </div>
      {errors?.length ? <p className="mt-1.5 text-sm font-medium text-red-700">{errors.join(" ")}</p> : null}
    </div>
  );
}

/** A rich text field whose editor loads on first touch or focus, then takes the focus itself. */
export function ContentEditor(props: ContentEditorProps) {
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
