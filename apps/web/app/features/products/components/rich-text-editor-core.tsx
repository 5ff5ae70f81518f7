/**
 * Product description editor (Tiptap): bold, italic, heading, bullet and numbered lists, links.
 * The HTML travels in a hidden input named `name`; the API sanitizes it against an allow-list
 * (DESIGN §6), so this editor only has to offer the tags that survive. Loaded on demand by
 * `rich-text-editor.tsx`: Tiptap is ~90 KB gzip, most of the product form's weight.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId } from "react";
import { type RichTextFieldProps, richTextFrameClass } from "~/features/ui/lazy-rich-text";
import { editorBasics, type RichTextTool, RichTextToolbar, toggleLink } from "~/features/ui/rich-text-toolbar";
import { DESCRIPTION_PROSE } from "./description-prose";

export type RichTextEditorProps = RichTextFieldProps;

/** The styled rich text area with its toolbar, once Tiptap is loaded. */
export function RichTextEditorCore({ name, label, value, onChange, errors, hint, autoFocus }: RichTextEditorProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        code: false,
        codeBlock: false,
        horizontalRule: false,
        strike: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https"] },
      }),
    ],
    ...editorBasics({ id, value, autoFocus, hasError, className: DESCRIPTION_PROSE, onChange }),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      heading: current?.isActive("heading", { level: 2 }) ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  const tools: RichTextTool<keyof NonNullable<typeof active>>[] = [
    { key: "bold", label: "Tebal", face: "B", run: () => editor?.chain().focus().toggleBold().run() },
    { key: "italic", label: "Miring", face: "I", run: () => editor?.chain().focus().toggleItalic().run() },
    {
      key: "heading",
      label: "Subjudul",
      face: "H",
      run: () => editor?.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    { key: "bulletList", label: "Daftar poin", face: "•", run: () => editor?.chain().focus().toggleBulletList().run() },
    {
      key: "orderedList",
      label: "Daftar bernomor",
      face: "1.",
      run: () => editor?.chain().focus().toggleOrderedList().run(),
    },
    { key: "link", label: "Tautan", face: "URL", run: () => toggleLink(editor) },
  ];

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div className={richTextFrameClass(hasError)}>
        <RichTextToolbar label="Format teks" tools={tools} active={active} disabled={() => !editor} />
        <EditorContent editor={editor} />
        {editor ? null : <div className="min-h-40" />}
      </div>
      {hint ? <p className="mt-1.5 text-sm text-slate-500">{hint}</p> : null}
      {hasError ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm font-medium text-red-700">
          {errors?.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
