/**
 * `/payment/{transaction}` in the browser (DESIGN §6, ADR 0010). The page is rendered on the
 * server and not hydrated (and refreshes itself without JavaScript). With this script: the
 * countdown ticks against the server's clock; the status arrives by Server-Sent Events
 * (`GET /v1/transactions/{id}/events`) and is also asked (`GET /v1/transactions/{id}`) every few
 * seconds while the stream is down, seldom while it is healthy; the page goes to the order once
 * paid, or renders again when the time is up or the status changed; "Salin" copies the VA number, bill key or amount; "Simpan
 * QR" shares the image on a phone that can (else the plain download); forms show the spinner and
 * go once; a failed action's message shows as a toast.
 */

import type { TransactionStatus } from "@lapak/shared/schemas/transaction";
import { formatCountdown, msUntil } from "~/features/payment/countdown";
import { afterPoll, keepsPolling, pollInterval, STREAM_DELAY_MS } from "~/features/payment/live-status";
import { isTransactionStatus } from "~/lib/status-labels";
import { submitOnceAll } from "./lib/busy";
import { wireCopyButtons } from "./lib/copy";
import { sendNoReferrer } from "./lib/referrer";
import { showToast } from "./lib/toast";

const page = document.querySelector<HTMLElement>("[data-payment]");
if (page) enhance(page);

function enhance(page: HTMLElement) {
  const id = page.dataset.transactionId ?? "";
  const shown = page.dataset.status;
  const orderUrl = page.dataset.orderUrl ?? "";
  wireCopyButtons();
  submitOnceAll();
  wireQrSave();
  if (page.dataset.toast) showToast(page.dataset.toast, "error");
  if (isTransactionStatus(shown) && keepsPolling(shown)) follow(id, shown, orderUrl);
  const timer = document.querySelector<HTMLElement>("[data-countdown]");
  if (timer && shown === "pending") tick(timer);
}

/** Counts down to `data-expires-at`, skewed by the server's clock (`data-server-now`); renders again at zero. */
function tick(timer: HTMLElement) {
  const expiresAt = timer.dataset.expiresAt ?? null;
  const skew = Number(timer.dataset.serverNow) - Date.now();
  const step = () => {
    const left = msUntil(expiresAt, Date.now() + skew);
    if (left === null) return;
    timer.textContent = formatCountdown(left);
    if (left <= 0) {
      window.clearInterval(interval);
      // The server now reads the transaction as expired and renders the way forward.
      window.setTimeout(() => window.location.reload(), 1000);
    }
  };
  const interval = window.setInterval(step, 1000);
  step();
}

/**
 * Follows transaction `id`: its event stream (opened `STREAM_DELAY_MS` after load, when the browser
 * has EventSource), and polls while the tab is visible — often while the stream is down, seldom
 * while it is up — and at once when it comes back. Stops once the buyer submits a form (changing the
 * method retires this attempt: the page must not reload under the navigation it started).
 */
function follow(id: string, shown: TransactionStatus, orderUrl: string) {
  const url = `/v1/transactions/${encodeURIComponent(id)}`;
  let stream: EventSource | undefined;
  let streaming = false;
  let stopped = false;
  let busy = false;
  let asked = Date.now();
  const apply = (status: unknown) => {
    if (stopped || !isTransactionStatus(status)) return;
    const next = afterPoll(shown, status);
    if (next === "order") {
      // The order page must not get this page's address (it holds the id) as its referrer.
      sendNoReferrer();
      window.location.replace(orderUrl);
    } else if (next === "reload") window.location.reload();
  };
  const poll = async () => {
    if (stopped || document.hidden || busy) return;
    busy = true;
    asked = Date.now();
    try {
      const response = await fetch(url, { headers: { accept: "application/json" }, cache: "no-store" });
      if (response.ok) apply(((await response.json()) as { data?: { status?: unknown } }).data?.status);
    } catch {
      // Offline for a moment: the next round asks again.
    } finally {
      busy = false;
    }
  };
  const listen = () => {
    if (stopped || typeof EventSource !== "function") return;
    stream = new EventSource(`${url}/events`);
    stream.addEventListener("status", (event) => {
      streaming = true;
      try {
        apply((JSON.parse((event as MessageEvent<string>).data) as { status?: unknown }).status);
      } catch {
        // Not ours to read: polling carries on.
      }
    });
    // The browser reconnects by itself; meanwhile the page polls as often as without a stream.
    stream.addEventListener("error", () => {
      streaming = false;
    });
  };
  const start = () => window.setTimeout(listen, STREAM_DELAY_MS);
  if (document.readyState === "complete") start();
  else window.addEventListener("load", start, { once: true });
  document.addEventListener("submit", () => {
    stopped = true;
    stream?.close();
  });
  window.setInterval(() => {
    if (Date.now() - asked >= pollInterval(shown, streaming)) void poll();
  }, 1000);
  document.addEventListener("visibilitychange", () => {
    if (!document.hidden) void poll();
  });
}

/**
 * "Simpan QR ke galeri": on a phone that can share files (Android Chrome, iOS Safari), the share
 * sheet offers "Simpan gambar"; elsewhere the link's own download goes ahead.
 */
function wireQrSave() {
  const link = document.querySelector<HTMLAnchorElement>("a[data-qr-save]");
  const phone = /Android|iPhone|iPad|iPod/i.test(navigator.userAgent);
  if (!link || !phone || typeof navigator.canShare !== "function") return;
  link.addEventListener("click", async (event) => {
    event.preventDefault();
    try {
      const blob = await (await fetch(link.href)).blob();
      const file = new File([blob], link.getAttribute("download") || "qris.png", { type: "image/png" });
      if (navigator.canShare({ files: [file] })) await navigator.share({ files: [file] });
      else download(link);
    } catch (error) {
      // The buyer closed the share sheet: nothing to do. Anything else: the plain download.
      if ((error as Error).name !== "AbortError") download(link);
    }
  });
}

function download(link: HTMLAnchorElement) {
  const copy = document.createElement("a");
  copy.href = link.href;
  copy.download = link.getAttribute("download") || "qris.png";
  copy.click();
}
