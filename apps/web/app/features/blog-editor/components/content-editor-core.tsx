/**
 * The article editor (Tiptap): subheadings (H2, H3), bold, italic, bullet and numbered lists,
 * quotes, code blocks, links and images uploaded through `POST /v1/gallery-media/upload-image`
 * (re-encoded and resized by sharp on the server). The HTML travels in a hidden input named
 * `name`; the API sanitizes it with the blog's allow-list, so the editor offers only what survives.
 * Loaded on demand by `content-editor.tsx` (Tiptap is most of this page's JavaScript).
 */
import type { UploadedImage } from "@lapak/shared/schemas/media";
import Image from "@tiptap/extension-image";
import { useRef, useState } from "react";
import type { RichTextFieldProps } from "~/features/ui/lazy-rich-text";
import { RichTextFrame, starterKit, useRichTextEditor } from "~/features/ui/rich-text-core";
import { type RichTextTool, RichTextToolbar, toggleLink } from "~/features/ui/rich-text-toolbar";
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

/** The toolbar keys that show as pressed, and when. */
const PRESSED = {
  bold: ["bold"],
  italic: ["italic"],
  h2: ["heading", { level: 2 }],
  h3: ["heading", { level: 3 }],
  bulletList: ["bulletList"],
  orderedList: ["orderedList"],
  blockquote: ["blockquote"],
  codeBlock: ["codeBlock"],
  link: ["link"],
} as const;

const EXTENSIONS = [starterKit({ underline: false }), Image.configure({ inline: false, allowBase64: false })];

/** The article field with its toolbar and image upload, once Tiptap is loaded. */
export function ContentEditorCore(props: ContentEditorProps) {
  const { maxImageBytes } = props;
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState<number | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const { id, editor, active } = useRichTextEditor(props, {
    extensions: EXTENSIONS,
    className: EDITOR_PROSE,
    pressed: PRESSED,
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
  const tools: RichTextTool<keyof typeof PRESSED | "image">[] = [
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

  return (
    <RichTextFrame
      id={id}
      field={props}
      editor={editor}
      toolbar={
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
      }
      emptyClass="min-h-72"
      problem={problem}
      alert
    >
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
    </RichTextFrame>
  );
}
