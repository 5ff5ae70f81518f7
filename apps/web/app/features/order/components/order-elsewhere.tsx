/**
 * `/my-order/{code}` in a browser that does not hold that order (another device, a cleared or
 * expired cookie): the code alone opens nothing (ADR 0026), so the page sends the buyer to the link
 * in their receipt email. Answered with 404.
 */
import { ButtonLink } from "~/features/ui/button";
import { Logo } from "~/features/ui/logo";
import { paths } from "~/lib/paths";

export function OrderElsewhere({ code }: { code: string }) {
  return (
    <main className="flex min-h-dvh flex-col items-center justify-center bg-slate-50 px-6 py-16 text-center">
      <Logo />
      <h1 className="mt-10 text-2xl font-bold tracking-tight text-slate-900">Buka pesanan dari email Anda</h1>
      <p className="mt-3 max-w-sm text-slate-600">
        Alamat pesanan <span className="font-semibold text-slate-900">{code}</span> hanya bisa dibuka lagi di browser
        tempat pesanan itu pertama dibuka. Buka tautan di email struk pembelian Anda untuk melihat pesanan dan mengunduh
        file.
      </p>
      <div className="mt-8 flex w-full max-w-xs flex-col gap-3">
        <ButtonLink to={paths.home} reloadDocument block>
          Kembali ke beranda
        </ButtonLink>
      </div>
    </main>
  );
}
