/**
 * Product description editor (Tiptap): bold, italic, heading, bullet and numbered lists, links.
 * The HTML travels in a hidden input named `name`; the API sanitizes it against an allow-list
 * (DESIGN §6), so this editor only has to offer the tags that survive. Loaded on demand by
 * `rich-text-editor.tsx`: Tiptap is ~90 KB gzip, most of the product form's weight.
 */
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId } from "react";

export interface RichTextEditorProps {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: string[];
  hint?: string;
  /** Put the caret in the editor once it is ready (it replaced a field the seller just touched). */
  autoFocus?: boolean;
}

/** The styled rich text area with its toolbar, once Tiptap is loaded. */
export function RichTextEditorCore({ name, label, value, onChange, errors, hint, autoFocus }: RichTextEditorProps) {
  const id = useId();
  const hasError = Boolean(errors?.length);
  const editor = useEditor({
    // SSR renders nothing inside the frame; the editor mounts after hydration.
    immediatelyRender: false,
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
    content: value,
    autofocus: autoFocus ? "end" : false,
    editorProps: {
      attributes: {
        id,
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": `${id}-label`,
        ...(hasError ? { "aria-invalid": "true", "aria-describedby": `${id}-error` } : {}),
        class:
          "min-h-40 px-3 py-2.5 text-base text-slate-900 outline-none [&_a]:text-violet-700 [&_a]:underline [&_h2]:text-lg [&_h2]:font-bold [&_h3]:font-semibold [&_ol]:list-decimal [&_ol]:pl-6 [&_p]:my-1 [&_ul]:list-disc [&_ul]:pl-6",
      },
    },
    onUpdate: ({ editor: current }) => onChange(current.isEmpty ? "" : current.getHTML()),
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

  function toggleLink() {
    if (!editor) return;
    if (editor.isActive("link")) {
      editor.chain().focus().unsetLink().run();
      return;
    }
    const href = window.prompt("Alamat tautan (https://...)", "https://");
    if (!href || href === "https://") return;
    const url = /^https?:\/\//i.test(href) ? href : `https://${href}`;
    editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
  }

  const tools: { key: keyof NonNullable<typeof active>; label: string; face: string; run: () => void }[] = [
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
    { key: "link", label: "Tautan", face: "URL", run: toggleLink },
  ];

  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <div
        className={`overflow-hidden rounded-xl border bg-white focus-within:ring-2 ${
          hasError
            ? "border-red-400 focus-within:ring-red-200"
            : "border-slate-300 focus-within:border-violet-600 focus-within:ring-violet-200"
        }`}
      >
        <div
          role="toolbar"
          aria-label="Format teks"
          className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5"
        >
          {tools.map((tool) => (
            <button
              key={tool.key}
              type="button"
              onClick={tool.run}
              disabled={!editor}
              aria-label={tool.label}
              aria-pressed={active?.[tool.key] ?? false}
              title={tool.label}
              className={`grid h-8 min-w-8 place-items-center rounded-lg px-2 text-sm font-bold transition ${
                active?.[tool.key] ? "bg-violet-100 text-violet-800" : "text-slate-700 hover:bg-slate-200"
              } ${tool.key === "italic" ? "italic" : ""}`}
            >
              {tool.face}
            </button>
          ))}
        </div>
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
