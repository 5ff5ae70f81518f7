/**
 * The article editor (Tiptap): subheadings (H2, H3), bold, italic, bullet and numbered lists,
 * quotes, code blocks, links and images uploaded through `POST /v1/gallery-media/upload-image`
 * (re-encoded and resized by sharp on the server). The HTML travels in a hidden input named
 * `name`; the API sanitizes it with the blog's allow-list, so the editor offers only what survives.
 * Loaded on demand by `content-editor.tsx` (Tiptap is most of this page's JavaScript).
 */
import type { UploadedImage } from "@lapak/shared/schemas/media";
import Image from "@tiptap/extension-image";
import { EditorContent, useEditor, useEditorState } from "@tiptap/react";
import StarterKit from "@tiptap/starter-kit";
import { useId, useRef, useState } from "react";
import { type RichTextFieldProps, richTextFrameClass } from "~/features/ui/lazy-rich-text";
import { editorBasics, type RichTextTool, RichTextToolbar, toggleLink } from "~/features/ui/rich-text-toolbar";
import { formatBytes, uploadMedia } from "~/lib/upload";
import { EDITOR_PROSE } from "./editor-prose";

export interface ContentEditorProps extends RichTextFieldProps {
  /** Largest image, bytes (checked before sending; the API checks again). */
  maxImageBytes: number;
}

/** `foto-produk_2.jpg` → `foto produk 2`: a starting alt text from the file name. */
function altFromFileName(name: string): string {
  return name
    .replace(/\.[^.]*$/, "")
    .replace(/[-_]+/g, " ")
    .trim()
    .slice(0, 120);
}

export function ContentEditorCore({
  name,
  label,
  value,
  onChange,
  maxImageBytes,
  errors,
  autoFocus,
}: ContentEditorProps) {
  const id = useId();
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const hasError = Boolean(errors?.length);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3] },
        strike: false,
        underline: false,
        link: { openOnClick: false, autolink: true, defaultProtocol: "https", protocols: ["http", "https"] },
      }),
      Image.configure({ inline: false, allowBase64: false }),
    ],
    ...editorBasics({ id, value, autoFocus, hasError, className: EDITOR_PROSE, onChange }),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) => ({
      bold: current?.isActive("bold") ?? false,
      italic: current?.isActive("italic") ?? false,
      h2: current?.isActive("heading", { level: 2 }) ?? false,
      h3: current?.isActive("heading", { level: 3 }) ?? false,
      bulletList: current?.isActive("bulletList") ?? false,
      orderedList: current?.isActive("orderedList") ?? false,
      blockquote: current?.isActive("blockquote") ?? false,
      codeBlock: current?.isActive("codeBlock") ?? false,
      link: current?.isActive("link") ?? false,
    }),
  });

  async function insertImage(file: File) {
    setProblem(null);
    if (file.size > maxImageBytes) {
      setProblem(`Gambar terlalu besar (maksimal ${formatBytes(maxImageBytes)})`);
      return;
    }
    setUploading(0);
    try {
      const image = await uploadMedia<UploadedImage>("image", file, setUploading).done;
      // 1080 px wide is what the article column needs; the server makes that copy on first request.
      editor
        ?.chain()
        .focus()
        .setImage({ src: `${image.url}?w=1080`, alt: altFromFileName(file.name) })
        .run();
    } catch (error) {
      setProblem((error as Error).message);
    } finally {
      setUploading(null);
      if (picker.current) picker.current.value = "";
    }
  }

  const chain = () => editor?.chain().focus();
  const tools: RichTextTool<keyof NonNullable<typeof active> | "image">[] = [
    { key: "bold", label: "Tebal", face: "B", run: () => chain()?.toggleBold().run() },
    { key: "italic", label: "Miring", face: "I", run: () => chain()?.toggleItalic().run() },
    { key: "h2", label: "Subjudul", face: "H2", run: () => chain()?.toggleHeading({ level: 2 }).run() },
    { key: "h3", label: "Subjudul kecil", face: "H3", run: () => chain()?.toggleHeading({ level: 3 }).run() },
    { key: "bulletList", label: "Daftar poin", face: "•", run: () => chain()?.toggleBulletList().run() },
    { key: "orderedList", label: "Daftar bernomor", face: "1.", run: () => chain()?.toggleOrderedList().run() },
    { key: "blockquote", label: "Kutipan", face: "❝", run: () => chain()?.toggleBlockquote().run() },
    { key: "codeBlock", label: "Kode", face: "</>", run: () => chain()?.toggleCodeBlock().run() },
    { key: "link", label: "Tautan", face: "URL", run: () => toggleLink(editor, { internal: true }) },
    { key: "image", label: "Gambar", face: "Gambar", run: () => picker.current?.click() },
  ];

  const messages = [problem, ...(errors ?? [])].filter(Boolean);
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 text-sm font-medium text-slate-800">
        {label}
      </p>
      <input type="hidden" name={name} value={value} />
      <input
        ref={picker}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif"
        aria-label="Unggah gambar untuk artikel"
        className="sr-only"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.target.files?.[0];
          if (file) void insertImage(file);
        }}
      />
      <div className={richTextFrameClass(hasError)}>
        <RichTextToolbar
          label="Format artikel"
          tools={tools}
          active={active}
          disabled={(tool) => !editor || (tool.key === "image" && uploading !== null)}
        >
          {uploading !== null ? (
            <span role="status" className="self-center px-2 text-sm text-slate-600">
              Mengunggah gambar… {Math.round(uploading * 100)}%
            </span>
          ) : null}
        </RichTextToolbar>
        <EditorContent editor={editor} />
        {editor ? null : <div className="min-h-72" />}
      </div>
      {messages.length ? (
        <p id={`${id}-error`} role="alert" className="mt-1.5 text-sm font-medium text-red-700">
          {messages.join(" ")}
        </p>
      ) : null}
    </div>
  );
}
