/**
 * Tells the API that the seller copied or shared the store link (the dashboard checklist's last
 * step). Fire and forget, once per browser tab: a lost call only leaves a step unticked.
 */
const FLAG = "lapak:store-link-shared";

export function noteStoreLinkShared(): void {
  try {
    if (sessionStorage.getItem(FLAG)) return;
    sessionStorage.setItem(FLAG, "1");
  } catch {
    // Private mode without storage: just send it.
  }
  void fetch("/v1/account/store-link-shared", { method: "POST", credentials: "same-origin", keepalive: true }).catch(
    () => undefined,
  );
}
