/**
 * The global toast area's state (SPEC §3/§4): each toast has an id, a message, a type (default
 * "success") and a closing flag; it shows for 3000 ms, fades for 150 ms and is removed. One shows
 * at a time: a new message replaces the one showing; the same message again is not added twice.
 */
import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from "react";
import type { ToastType } from "~/lib/toast-types";

export interface Toast {
  id: string;
  message: string;
  type: ToastType;
  closing: boolean;
}

export interface ToastInput {
  message: string;
  type?: ToastType;
  id?: string;
}

interface ToastApi {
  toasts: Toast[];
  /** Shows a toast in place of the one showing, unless the same message is already showing. */
  push: (toast: ToastInput) => void;
  /** Starts the fade of a toast. */
  close: (id: string) => void;
  /** Removes a toast at once (after its fade). */
  remove: (id: string) => void;
}

const ToastContext = createContext<ToastApi | null>(null);

let counter = 0;
const nextId = () => `toast-${Date.now()}-${++counter}`;

/** Holds the toasts; `initial` are shown from the first (server) render, e.g. a flash message. */
export function ToastProvider({ children, initial = [] }: { children: ReactNode; initial?: ToastInput[] }) {
  const [toasts, setToasts] = useState<Toast[]>(() =>
    initial.map((toast) => ({
      id: toast.id ?? nextId(),
      message: toast.message,
      type: toast.type ?? "success",
      closing: false,
    })),
  );

  const push = useCallback((input: ToastInput) => {
    // One toast at a time (SPEC §4): a new message replaces whatever is showing.
    setToasts((current) => {
      if (current.some((toast) => toast.message === input.message && !toast.closing)) return current;
      return [{ id: input.id ?? nextId(), message: input.message, type: input.type ?? "success", closing: false }];
    });
  }, []);

  const close = useCallback((id: string) => {
    setToasts((current) => current.map((toast) => (toast.id === id ? { ...toast, closing: true } : toast)));
  }, []);

  const remove = useCallback((id: string) => {
    setToasts((current) => current.filter((toast) => toast.id !== id));
  }, []);

  const api = useMemo(() => ({ toasts, push, close, remove }), [toasts, push, close, remove]);
  return <ToastContext.Provider value={api}>{children}</ToastContext.Provider>;
}

/** The toast API of the nearest ToastProvider. Throws outside one. */
export function useToast(): ToastApi {
  const api = useContext(ToastContext);
  if (!api) throw new Error("useToast must be used inside <ToastProvider>");
  return api;
}
