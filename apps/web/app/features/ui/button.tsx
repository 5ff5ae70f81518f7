/** Buttons and button-looking links in the app's four variants. */
import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "ghost" | "danger";

const BASE =
  "inline-flex items-center justify-center gap-2 rounded-xl px-4 py-2.5 text-sm font-semibold transition " +
  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-violet-600 " +
  "disabled:cursor-not-allowed disabled:opacity-60";

const VARIANTS: Record<ButtonVariant, string> = {
  primary: "bg-violet-700 text-white shadow-sm hover:bg-violet-800",
  secondary: "border border-slate-300 bg-white text-slate-800 hover:bg-slate-50",
  ghost: "text-slate-700 hover:bg-slate-100",
  /** A step that cannot be taken back and hurts someone's plans (reject, mark a payout failed). */
  danger: "bg-red-700 text-white shadow-sm hover:bg-red-800",
};

/** Class names of a button of `variant`; `block` makes it full width. */
export function buttonClass(variant: ButtonVariant = "primary", block = false): string {
  return `${BASE} ${VARIANTS[variant]} ${block ? "w-full" : ""}`;
}

interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  variant?: ButtonVariant;
  block?: boolean;
}

/** A `<button>`, `type="submit"` unless told otherwise. */
export function Button({ variant = "primary", block = false, className = "", type = "submit", ...rest }: ButtonProps) {
  return <button type={type} className={`${buttonClass(variant, block)} ${className}`} {...rest} />;
}

/** A router `<Link>` that looks like a button. */
export function ButtonLink({
  variant = "primary",
  block = false,
  className = "",
  ...rest
}: LinkProps & { variant?: ButtonVariant; block?: boolean }) {
  return <Link className={`${buttonClass(variant, block)} ${className}`} {...rest} />;
}
