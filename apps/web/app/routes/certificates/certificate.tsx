/**
 * `/certificates/{code}` (layout `public`, open, `noindex`): where a certificate's QR leads (DESIGN
 * §4 "Certificates") — the holder, the course, the seller and the completion day in WIB, from
 * `GET /v1/certificates/{code}`; an unknown or malformed code answers 404 "Sertifikat tidak
 * ditemukan". Rendered on the server and not hydrated.
 */
import { formatDateWib } from "@lapak/shared/date";
import type { PublicCertificate } from "@lapak/shared/schemas/library";
import { data } from "react-router";
import { LibraryFrame } from "~/features/library/components/library-frame";
import { BUYER_PAGE_HANDLE } from "~/lib/near-static";
import { privatePageMeta } from "~/lib/private-page";
import type { Route } from "./+types/certificate";

export const handle = BUYER_PAGE_HANDLE;

export async function loader({ params, context }: Route.LoaderArgs) {
  const response = await context.api<{ data: PublicCertificate }>(`/certificates/${encodeURIComponent(params.code)}`);
  if (response.status === 404) return data({ certificate: null, code: params.code }, { status: 404 });
  if (response.status !== 200) throw new Error(`GET /certificates answered ${response.status}`);
  return { certificate: response.body.data, code: params.code };
}

export function headers() {
  return new Headers({ "X-Robots-Tag": "noindex", "Referrer-Policy": "no-referrer" });
}

export function meta({ loaderData }: Route.MetaArgs) {
  return privatePageMeta(loaderData?.certificate ? `Sertifikat ${loaderData.certificate.code}` : "Sertifikat");
}

export default function Certificate({ loaderData }: Route.ComponentProps) {
  const { certificate, code } = loaderData;
  return (
    <LibraryFrame>
      {certificate ? (
        <section className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <p className="inline-flex rounded-full bg-emerald-100 px-3 py-1 text-sm font-semibold text-emerald-800">
            Sertifikat asli
          </p>
          <h1 className="mt-3 text-xl font-bold tracking-tight text-slate-900">{certificate.holderName}</h1>
          <p className="mt-2 text-sm text-slate-700">
            {certificate.kind === "event" ? "telah hadir dalam acara" : "telah menyelesaikan kelas"}
          </p>
          <p className="mt-1 text-base font-semibold text-slate-900">{certificate.courseTitle}</p>
          <dl className="mt-5 space-y-2 border-t border-slate-100 pt-4 text-left text-sm">
            <Row label="Penyelenggara">{certificate.sellerName}</Row>
            <Row label={certificate.kind === "event" ? "Tanggal hadir" : "Tanggal selesai"}>
              {formatDateWib(certificate.completedAt)}
            </Row>
            <Row label="Kode sertifikat">
              <span className="font-mono font-semibold">{certificate.code}</span>
            </Row>
          </dl>
        </section>
      ) : (
        <section className="rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-slate-200">
          <h1 className="text-xl font-bold tracking-tight text-slate-900">Sertifikat tidak ditemukan</h1>
          <p className="mt-2 text-sm text-slate-600">
            Tidak ada sertifikat dengan kode <span className="font-mono font-semibold break-all">{code}</span>. Periksa
            kembali kodenya.
          </p>
        </section>
      )}
    </LibraryFrame>
  );
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex items-start justify-between gap-4">
      <dt className="shrink-0 text-slate-600">{label}</dt>
      <dd className="min-w-0 text-right font-medium text-slate-900">{children}</dd>
    </div>
  );
}
