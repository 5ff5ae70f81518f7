/**
 * "Buat Ringkasan": asks `POST /v1/admin/blogs/summary` (the browser calls the API straight, the
 * session cookie authenticates it) for a summary of the article as it stands in the editor.
 */
import type { BlogSummary } from "@lapak/shared/schemas/blog";
import { useState } from "react";

export function useSummary(onSummary: (summary: string) => void) {
  const [busy, setBusy] = useState(false);
  const [note, setNote] = useState<{ text: string; error: boolean } | null>(null);

  async function summarize(content: string, title: string) {
    setBusy(true);
    setNote(null);
    try {
      const response = await fetch("/v1/admin/blogs/summary", {
        method: "POST",
        headers: { "content-type": "application/json" },
        credentials: "same-origin",
        body: JSON.stringify({ content, title: title.trim().slice(0, 150) || undefined }),
      });
      const body = (await response.json().catch(() => null)) as { data?: BlogSummary; message?: string } | null;
      if (!response.ok || !body?.data) {
        setNote({ text: body?.message ?? "Ringkasan gagal dibuat, coba lagi.", error: true });
        return;
      }
      if (!body.data.summary) {
        setNote({ text: "Tulis beberapa kalimat di artikel dulu, lalu coba lagi.", error: true });
        return;
      }
      onSummary(body.data.summary);
      setNote({
        text:
          body.data.source === "llm"
            ? "Ringkasan dibuat oleh model bahasa. Periksa dan ubah bila perlu."
            : "Ringkasan disusun dari kalimat-kalimat artikel Anda. Ubah bila perlu.",
        error: false,
      });
    } catch {
      setNote({ text: "Koneksi terputus, ringkasan gagal dibuat.", error: true });
    } finally {
      setBusy(false);
    }
  }

  return { summarize, busy, note };
}
