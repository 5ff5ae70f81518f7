/**
 * Product description editor (Tiptap): bold, italic, heading, bullet and numbered lists, links.
 * The HTML travels in a hidden input named `name`; the API sanitizes it against an allow-list
 * (DESIGN §6), so this editor only has to offer the tags that survive. Loaded on demand by
 * `rich-text-editor.tsx`: Tiptap is ~90 KB gzip, most of the product form's weight.
 */
import type { RichTextFieldProps } from "~/features/ui/lazy-rich-text";
import { RichTextFrame, starterKit, useRichTextEditor } from "~/features/ui/rich-text-core";
import { type RichTextTool, RichTextToolbar, toggleLink } from "~/features/ui/rich-text-toolbar";
import { DESCRIPTION_PROSE } from "./description-prose";

export type RichTextEditorProps = RichTextFieldProps;

/** The toolbar keys that show as pressed, and when. */
const PRESSED = {
  bold: ["bold"],
  italic: ["italic"],
  heading: ["heading", { level: 2 }],
  bulletList: ["bulletList"],
  orderedList: ["orderedList"],
  link: ["link"],
} as const;

const EXTENSIONS = [starterKit({ code: false, codeBlock: false, horizontalRule: false })];

/** The styled rich text area with its toolbar, once Tiptap is loaded. */
export function RichTextEditorCore(props: RichTextEditorProps) {
  const { id, editor, active } = useRichTextEditor(props, {
    extensions: EXTENSIONS,
    className: DESCRIPTION_PROSE,
    pressed: PRESSED,
  });

  const tools: RichTextTool<keyof typeof PRESSED>[] = [
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
    <RichTextFrame
      id={id}
      field={props}
      editor={editor}
      toolbar={<RichTextToolbar label="Format teks" tools={tools} active={active} disabled={() => !editor} />}
      emptyClass="min-h-40"
    />
  );
}
