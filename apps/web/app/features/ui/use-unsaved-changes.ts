/**
 * Unsaved-changes guard (SPEC §2, DESIGN §5): leaving a form that has changes asks
 * "Ada perubahan yang belum disimpan. …" — in-app navigation through `useBlocker`, closing or
 * reloading the tab through `beforeunload` (where the browser shows its own wording).
 */
import { type FormEvent, useCallback, useEffect, useRef, useState } from "react";
import { useBlocker, useNavigation } from "react-router";
import { UNSAVED_CHANGES_MESSAGE } from "~/lib/constants";

function serialize(form: HTMLFormElement): string {
  const params = new URLSearchParams();
  for (const [key, value] of new FormData(form)) if (typeof value === "string") params.append(key, value);
  return params.toString();
}

/**
 * Tracks whether a form differs from what it showed first. Put `formRef` and `onChange` on the
 * `<form>`; `dirty` is true while any value differs.
 */
export function useFormDirty() {
  const initial = useRef<string | null>(null);
  const [dirty, setDirty] = useState(false);
  const formRef = useCallback((form: HTMLFormElement | null) => {
    if (form && initial.current === null) initial.current = serialize(form);
  }, []);
  const onChange = useCallback((event: FormEvent<HTMLFormElement>) => {
    setDirty(serialize(event.currentTarget) !== initial.current);
  }, []);
  return { formRef, onChange, dirty };
}

/**
 * While `dirty`, asks before leaving the page. Submitting the form itself is never blocked (its
 * own POST and the redirect that follows are how the changes get saved).
 */
export function useUnsavedChanges(dirty: boolean): void {
  const navigation = useNavigation();
  const saving = navigation.formMethod !== undefined && navigation.formMethod.toUpperCase() !== "GET";
  const active = dirty && !saving;

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => active && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== "blocked") return;
    if (window.confirm(UNSAVED_CHANGES_MESSAGE)) blocker.proceed();
    else blocker.reset();
  }, [blocker]);

  useEffect(() => {
    if (!active) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show this value; current ones show their own sentence.
      event.returnValue = UNSAVED_CHANGES_MESSAGE;
      return UNSAVED_CHANGES_MESSAGE;
    };
    window.addEventListener("beforeunload", onBeforeUnload);
    return () => window.removeEventListener("beforeunload", onBeforeUnload);
  }, [active]);
}
