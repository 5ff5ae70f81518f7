/**
 * "Kirim masukan" on every dashboard page: a sheet with one textarea that sends
 * `POST /v1/feedback {message, page}` (the page is the current path) straight from the browser with
 * the session cookie, then thanks with a toast. A fetch, not a route action, so no full-screen
 * "Memproses..." covers the page for a note.
 */
import { type FormEvent, useState } from "react";
import { useLocation } from "react-router";
import { Button } from "~/features/ui/button";
import { Sheet } from "~/features/ui/sheet";
import { TextArea } from "~/features/ui/text-area";
import { useToast } from "~/features/ui/toast-context";
import { NavIcon } from "./nav-icon";

const THANKS = "Terima kasih, masukan Anda sudah kami terima";
const MAX_LENGTH = 2000;

interface ErrorBody {
  message?: string;
  errors?: Record<string, string[]>;
}

/** The "Kirim masukan" button (styled by `className`) and its sheet. */
export function FeedbackButton({ className = "" }: { className?: string }) {
  const { pathname } = useLocation();
  const { push } = useToast();
  const [open, setOpen] = useState(false);
  const [message, setMessage] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  async function send(event: FormEvent) {
    event.preventDefault();
    if (message.trim().length < 3) {
      setProblem("Tulis masukan Anda");
      return;
    }
    setSending(true);
    setProblem(null);
    try {
      const response = await fetch("/v1/feedback", {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ message, page: pathname.slice(0, 300) }),
      });
      const body = (await response.json().catch(() => null)) as ErrorBody | null;
      if (!response.ok) {
        setProblem(body?.errors?.message?.join(" ") ?? body?.message ?? "Masukan gagal dikirim. Coba lagi.");
        return;
      }
      push({ message: body?.message ?? THANKS });
      setMessage("");
      setOpen(false);
    } catch {
      setProblem("Koneksi terputus, masukan belum terkirim. Coba lagi.");
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <button type="button" onClick={() => setOpen(true)} className={className}>
        <NavIcon name="chat" />
        Kirim masukan
      </button>
      <Sheet open={open} title="Kirim masukan" onClose={() => setOpen(false)}>
        <form onSubmit={send} className="space-y-4" noValidate>
          <p className="text-sm leading-relaxed text-slate-600">
            Ada yang membingungkan, kurang, atau rusak? Ceritakan kepada tim Lapak. Alamat halaman ini ikut terkirim
            agar kami tahu tempatnya.
          </p>
          <TextArea
            name="message"
            label="Masukan Anda"
            rows={6}
            maxLength={MAX_LENGTH}
            value={message}
            onChange={(event) => {
              setMessage(event.target.value);
              setProblem(null);
            }}
            hint={`${message.length}/${MAX_LENGTH} karakter`}
            errors={problem ? [problem] : undefined}
          />
          <Button type="submit" block disabled={sending} className="min-h-11">
            {sending ? "Mengirim..." : "Kirim"}
          </Button>
        </form>
      </Sheet>
    </>
  );
}
