/**
 * What the two Tiptap editors (product description, blog article) share once loaded: StarterKit's
 * settings, the editor with the toolbar's pressed state, and the field around the editing area.
 * It imports Tiptap, so only the lazily loaded `*-core.tsx` editors may import it (see
 * `lazy-rich-text.tsx`): anything else would put Tiptap back on the page's first load.
 */
import { type Editor, EditorContent, type Extensions, useEditor, useEditorState } from "@tiptap/react";
import StarterKit, { type StarterKitOptions } from "@tiptap/starter-kit";
import { type ReactNode, useId } from "react";
import { FieldError } from "./field-error";
import { type RichTextFieldProps, richTextFrameClass } from "./lazy-rich-text";

/**
 * StarterKit with H2/H3 subheadings, no strike-through, and links that open nothing on click and
 * get https:// when typed bare; `options` switches more off (or on).
 */
export function starterKit(options: Partial<StarterKitOptions>) {
  return StarterKit.configure({
    heading: { levels: [2, 3] },
    strike: false,
    link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https"] },
    ...options,
  });
}

/** A toolbar key's Tiptap test: the node or mark name and its attributes, as `isActive` takes them. */
export type ActiveQuery = readonly [name: string, attributes?: Record<string, unknown>];

/**
 * The settings both editors share: the field's value and focus, the text area's attributes (a
 * labelled multi-line textbox, invalid and described by its error when there is one) and the HTML
 * handed to `onChange` (empty when the document is).
 */
function editorBasics({
  id,
  value,
  autoFocus,
  hasError,
  className,
  onChange,
}: {
  id: string;
  value: string;
  autoFocus?: boolean;
  hasError: boolean;
  className: string;
  onChange: (html: string) => void;
}) {
  return {
    immediatelyRender: false,
    content: value,
    autofocus: autoFocus ? ("end" as const) : false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(hasError ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class: className,
      },
    },
    onUpdate: ({ editor }: { editor: Editor }) => onChange(editor.isEmpty ? "" : editor.getHTML()),
  };
}

/**
 * The editor of `field` (its value, `onChange`, errors and focus) with `extensions`, its text area
 * classed `className`; `id` names the field's parts, and `active` tells for each key of `pressed`
 * whether the selection has it (the toolbar's pressed buttons; all false before the editor mounts).
 */
export function useRichTextEditor<K extends string>(
  field: RichTextFieldProps,
  { extensions, className, pressed }: { extensions: Extensions; className: string; pressed: Record<K, ActiveQuery> },
): { id: string; editor: Editor | null; active: Record<K, boolean> | null } {
  const id = useId();
  const { value, autoFocus, onChange, errors } = field;
  const hasError = Boolean(errors?.length);
  const editor = useEditor({ extensions, ...editorBasics({ id, value, autoFocus, hasError, className, onChange }) });
  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => {
      const state = {} as Record<K, boolean>;
      for (const key in pressed) {
        const [name, attributes] = pressed[key];
        state[key] = current?.isActive(name, attributes) ?? false;
      }
      return state;
    },
  });
  return { id, editor, active };
}

/**
 * The field around a loaded editor: the label of `field` (`${id}-label`, which the editing area
 * names), the hidden input carrying its value under its name, then `children` (extra inputs), the
 * frame (red with errors) with `toolbar` and the editing area (`emptyClass` holds its height until
 * the editor mounts), the hint, and `problem` with the errors (`${id}-error`; `alert` announces them).
 */
export function RichTextFrame({
  id,
  field: { name, label, value, hint, errors },
  editor,
  toolbar,
  emptyClass,
  problem,
  alert = false,
  children,
}: {
  id: string;
  field: RichTextFieldProps;
  editor: Editor | null;
  toolbar: ReactNode;
  emptyClass: string;
  /** A message of the editor's own (a failed image upload); it does not turn the frame red. */
  problem?: string | null;
  alert?: boolean;
  children?: ReactNode;
}) {
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      {children}
      <div className={richTextFrameClass(Boolean(errors?.length))}>
        {toolbar}
        <EditorContent editor={editor} />
        {editor ? null : <div className={emptyClass} />}
      </div>
      {hint ? <p className="mt-1.5 text-sm text-slate-500">{hint}</p> : null}
      <FieldError id={`${id}-error`} messages={[problem, ...(errors ?? [])]} alert={alert} />
    </div>
  );
}
