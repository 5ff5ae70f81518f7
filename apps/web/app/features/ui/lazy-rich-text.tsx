/**
 * A rich text field whose editor (Tiptap, ~125 KB gzip) loads when the person first touches or
 * focuses it, so a form that has one opens inside the dashboard's JS budget (DESIGN §6: ≤ 160 KB
 * gzip per dashboard page on first visit). Until then the field shows the current value (HTML the
 * API already sanitized) in the editor's frame, and the hidden input carries it, so a form saved
 * without touching it keeps it. Used by the product description and the blog article.
 */
import { type ComponentType, lazy, Suspense, useEffect, useId, useState } from "react";
import { FieldError } from "./field-error";

/** What every lazily loaded rich text editor takes. */
export interface RichTextFieldProps {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: string[];
  hint?: string;
  /** Put the caret in the editor once it is ready (it replaced a field the person just touched). */
  autoFocus?: boolean;
}

export interface RichTextLook {
  /** Classes of the text area (the same as the editor's, so nothing moves when it arrives). */
  proseClass: string;
  /** Shown in an empty field. */
  emptyText: string;
  /** Shown in the toolbar's place before the editor is asked for. */
  idleToolbarText?: string;
}

/** The classes of the editor's frame: a red border with errors, a focus ring. */
export function richTextFrameClass(hasError: boolean): string {
  return `overflow-hidden rounded-xl border bg-white focus-within:ring-2 ${
    hasError
      ? "border-red-400 focus-within:ring-red-200"
      : "border-slate-300 focus-within:border-violet-600 focus-within:ring-violet-200"
  }`;
}

/** The field of `look`, whose editor comes from `load` on first touch; props go to the editor. */
export function lazyRichTextField<P extends RichTextFieldProps>(
  load: () => Promise<ComponentType<P>>,
  look: RichTextLook,
): ComponentType<P> {
  const Editor = lazy(() => load().then((component) => ({ default: component })));

  function Placeholder({ props, onWake, loading }: { props: P; onWake?: () => void; loading: boolean }) {
    const id = useId();
    const box = {
      role: "textbox",
      tabIndex: 0,
      "aria-multiline": true,
      "aria-labelledby": `${id}-label`,
      onFocus: onWake,
      onPointerDown: onWake,
      className: `cursor-text ${look.proseClass}`,
    } as const;
    return (
      <div>
        <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
          {props.label}
        </p>
        <input type="hidden" name={props.name} value={props.value} />
        <div className={richTextFrameClass(Boolean(props.errors?.length))} aria-busy={loading || undefined}>
          <div className="flex min-h-11 items-center border-b border-slate-200 bg-slate-50 px-3 text-sm text-slate-500">
            {loading ? "Memuat editor…" : (look.idleToolbarText ?? null)}
          </div>
          {props.value ? (
            // biome-ignore lint/security/noDangerouslySetInnerHtml: HTML the API sanitized
            <div {...box} dangerouslySetInnerHTML={{ __html: props.value }} />
          ) : (
            <div {...box}>
              <span className="text-slate-500">{look.emptyText}</span>
            </div>
          )}
        </div>
        {props.hint ? <p className="mt-1.5 text-sm text-slate-500">{props.hint}</p> : null}
        <FieldError messages={props.errors} />
      </div>
    );
  }

  return function LazyRichTextField(props: P) {
    const [awake, setAwake] = useState(false);
    const [hydrated, setHydrated] = useState(false);
    useEffect(() => setHydrated(true), []);
    if (!awake)
      return <Placeholder props={props} onWake={hydrated ? () => setAwake(true) : undefined} loading={false} />;
    return (
      <Suspense fallback={<Placeholder props={props} loading />}>
        <Editor {...props} autoFocus />
      </Suspense>
    );
  };
}
