/**
 * A list's search box (DASHBOARD-UX §3, §4): a GET form that writes `?q=` and submits by itself 300 ms
 * after the last keystroke (Enter submits at once, and without JavaScript). Other search params the
 * page keeps (range, filters) ride along as hidden inputs; paging and an open sheet are dropped.
 */
import { useEffect, useRef } from "react";
import { Form, useSubmit } from "react-router";

export const SEARCH_DEBOUNCE_MS = 300;

/**
 * `keep`: `[name, value]` pairs to send with the query; `value`: the search in the URL now;
 * `placeholder`: shorter words than `label` where the box is narrow (a 390 px phone), else `label`.
 */
export function SearchForm({
  label,
  value,
  keep,
  name = "q",
  placeholder = label,
}: {
  label: string;
  value: string;
  keep: [string, string][];
  name?: string;
  placeholder?: string;
}) {
  const submit = useSubmit();
  const input = useRef<HTMLInputElement>(null);
  const timer = useRef<number | undefined>(undefined);
  // The URL changed elsewhere ("Hapus filter", back): show it, unless the person is typing.
  useEffect(() => {
    if (input.current && document.activeElement !== input.current) input.current.value = value;
  }, [value]);
  useEffect(() => () => window.clearTimeout(timer.current), []);

  return (
    <Form method="get" role="search" preventScrollReset className="relative min-w-0 flex-1">
      {keep.map(([key, val]) => (
        <input key={key} type="hidden" name={key} value={val} />
      ))}
      <svg
        aria-hidden="true"
        viewBox="0 0 24 24"
        className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-slate-400"
        fill="none"
        stroke="currentColor"
        strokeWidth={2}
      >
        <circle cx="11" cy="11" r="7" />
        <path d="m20 20-3.5-3.5" strokeLinecap="round" />
      </svg>
      <input
        ref={input}
        type="search"
        name={name}
        defaultValue={value}
        aria-label={label}
        placeholder={placeholder}
        maxLength={100}
        autoComplete="off"
        onChange={(event) => {
          const form = event.currentTarget.form;
          window.clearTimeout(timer.current);
          timer.current = window.setTimeout(() => {
            if (form) submit(form, { replace: true, preventScrollReset: true });
          }, SEARCH_DEBOUNCE_MS);
        }}
        className="block min-h-11 w-full rounded-xl border border-slate-300 bg-white py-2 pr-3 pl-10 text-base text-slate-900 placeholder:text-slate-400 focus:border-violet-600 focus:ring-2 focus:ring-violet-200 focus:outline-none"
      />
    </Form>
  );
}
