/** The frame of the payment and order pages: a slim header with the page's title, then the content. */
import type { ReactNode } from "react";
import { Logo } from "~/features/ui/logo";

/**
 * Mobile: one column of cards; from `lg`, the children sit in two columns. `title` is the page's
 * `h1` unless the page has its own (`titleIsHeading={false}`, the order page's thank-you).
 */
export function PaymentShell({
  title,
  titleIsHeading = true,
  children,
}: {
  title: string;
  titleIsHeading?: boolean;
  children: ReactNode;
}) {
  const Title = titleIsHeading ? "h1" : "p";
  return (
    <div className="min-h-dvh bg-slate-50 pb-12">
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex h-14 max-w-md items-center justify-between gap-2 px-4 lg:max-w-4xl">
          <Title className="text-lg font-bold text-slate-900">{title}</Title>
          <Logo className="min-h-11 text-sm" />
        </div>
      </header>
      <div className="mx-auto grid max-w-md gap-4 px-4 pt-4 lg:max-w-4xl lg:grid-cols-2 lg:items-start lg:gap-6 lg:pt-8">
        {children}
      </div>
    </div>
  );
}
