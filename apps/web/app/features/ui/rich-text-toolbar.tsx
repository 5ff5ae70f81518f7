/**
 * The toolbar of a rich text editor (Tiptap) and its link prompt, shared by the product
 * description and the blog article: one button per tool, pressed while the selection has it.
 */
import type { Editor } from "@tiptap/react";
import type { ReactNode } from "react";

export interface RichTextTool<K extends string> {
  key: K;
  /** Indonesian, read by screen readers and shown as the tooltip. */
  label: string;
  /** What the button shows. */
  face: string;
  run: () => void;
}

/** `role="toolbar"` of `tools`; `active[key]` marks the pressed ones; `children` after the buttons. */
export function RichTextToolbar<K extends string>({
  label,
  tools,
  active,
  disabled,
  children,
}: {
  label: string;
  tools: RichTextTool<K>[];
  active: Partial<Record<K, boolean>> | null | undefined;
  /** Whether `tool` cannot be used now (no editor yet, an upload running). */
  disabled: (tool: RichTextTool<K>) => boolean;
  children?: ReactNode;
}) {
  return (
    <div role="toolbar" aria-label={label} className="flex flex-wrap gap-1 border-b border-slate-200 bg-slate-50 p-1.5">
      {tools.map((tool) => (
        <button
          key={tool.key}
          type="button"
          onClick={tool.run}
          disabled={disabled(tool)}
          aria-label={tool.label}
          aria-pressed={active && tool.key in active ? (active[tool.key] ?? false) : undefined}
          title={tool.label}
          className={`grid h-9 min-w-9 place-items-center rounded-lg px-2 text-sm font-bold transition disabled:opacity-50 ${
            active?.[tool.key] ? "bg-violet-100 text-violet-800" : "text-slate-700 hover:bg-slate-200"
          } ${tool.key === "italic" ? "italic" : ""}`}
        >
          {tool.face}
        </button>
      ))}
      {children}
    </div>
  );
}

/**
 * Removes the link under the selection, or asks for an address and links the selection to it.
 * `internal`: also accept a path on this site (`/halaman`) and `mailto:`; a bare domain gets https://.
 */
export function toggleLink(editor: Editor | null, { internal = false }: { internal?: boolean } = {}): void {
  if (!editor) return;
  if (editor.isActive("link")) {
    editor.chain().focus().unsetLink().run();
    return;
  }
  const href = window.prompt(
    internal ? "Alamat tautan (https://... atau /halaman-lapak)" : "Alamat tautan (https://...)",
    "https://",
  );
  if (!href || href === "https://") return;
  const kept = internal ? /^(https?:\/\/|\/|mailto:)/i : /^https?:\/\//i;
  const url = kept.test(href) ? href : `https://${href}`;
  editor.chain().focus().extendMarkRange("link").setLink({ href: url }).run();
}
