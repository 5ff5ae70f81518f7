/**
 * Broadcast (DESIGN §4 "Broadcasts"): write once to the customers who agreed to emails — all
 * buyers or buyers of chosen products, leads when ticked — above the broadcasts sent, each with
 * its progress (terkirim, gagal, menunggu, berhenti berlangganan). The rich-text field comes from
 * the route (`editor`), the product description's editor.
 */
import { formatWhenWib } from "@lapak/shared/date";
import type { Broadcast } from "@lapak/shared/schemas/broadcast";
import { type ReactNode, useEffect, useState } from "react";
import { Form, useActionData, useNavigation } from "react-router";
import type { BroadcastActionResult, BroadcastsPageData } from "~/features/customers/api/broadcasts.server";
import { buttonClass } from "~/features/ui/button";
import { EmptyState } from "~/features/ui/empty-state";
import { FieldError } from "~/features/ui/field-error";
import { PageHeading } from "~/features/ui/page-heading";
import { TextField } from "~/features/ui/text-field";
import { useActionToast } from "~/features/ui/use-action-toast";

/** The body field: `name="body"`, its value and errors. */
export type BroadcastEditor = (props: {
  name: string;
  label: string;
  value: string;
  onChange: (html: string) => void;
  errors?: string[];
}) => ReactNode;

const number = (value: number) => value.toLocaleString("id-ID");

export function BroadcastsPage({ broadcasts, products, editor }: BroadcastsPageData & { editor: BroadcastEditor }) {
  const result = useActionData() as BroadcastActionResult | undefined;
  useActionToast(result);
  const navigation = useNavigation();
  const [formKey, setFormKey] = useState(0);
  useEffect(() => {
    if (result?.ok) setFormKey((key) => key + 1);
  }, [result]);
  const errors = result && !result.ok ? (result.errors ?? {}) : {};
  return (
    <div className="mx-auto max-w-3xl">
      <PageHeading title="Broadcast">
        Kirim email ke pelanggan yang setuju menerima kabar dan penawaran dari toko Anda. Setiap email memuat nama toko
        Anda dan tautan berhenti berlangganan satu klik.
      </PageHeading>
      <BroadcastForm
        key={formKey}
        products={products}
        errors={errors}
        busy={navigation.state === "submitting"}
        editor={editor}
      />
      <section aria-labelledby="broadcast-terkirim">
        <h2 id="broadcast-terkirim" className="mt-8 mb-3 text-lg font-semibold text-slate-900">
          Broadcast terkirim
        </h2>
        {broadcasts.length === 0 ? (
          <EmptyState>Belum ada broadcast.</EmptyState>
        ) : (
          <ul className="divide-y divide-slate-100 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200">
            {broadcasts.map((broadcast) => (
              <BroadcastRow key={broadcast.id} broadcast={broadcast} />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}

function BroadcastRow({ broadcast }: { broadcast: Broadcast }) {
  return (
    <li className="space-y-1 p-4">
      <p className="font-semibold break-words text-slate-900">{broadcast.subject}</p>
      <p className="text-xs text-slate-500">
        {formatWhenWib(broadcast.createdAt)} · {number(broadcast.recipients)} penerima
      </p>
      <p className="text-sm text-slate-700">
        Terkirim {number(broadcast.sent)}
        {broadcast.queued > 0 ? ` · Menunggu ${number(broadcast.queued)}` : ""}
        {broadcast.failed > 0 ? ` · Gagal ${number(broadcast.failed)}` : ""} · Berhenti berlangganan{" "}
        {number(broadcast.unsubscribed)} · Dibuka: tidak dilacak
      </p>
    </li>
  );
}

function BroadcastForm({
  products,
  errors,
  busy,
  editor,
}: {
  products: BroadcastsPageData["products"];
  errors: Record<string, string[]>;
  busy: boolean;
  editor: BroadcastEditor;
}) {
  const [subject, setSubject] = useState("");
  const [body, setBody] = useState("");
  const [audience, setAudience] = useState<"all" | "products">("all");
  const audienceErrors = [...(errors.audience ?? []), ...(errors["audience.productIds"] ?? [])];
  return (
    <Form
      method="post"
      noValidate
      className="space-y-4 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-slate-200"
      onSubmit={(event) => {
        if (!window.confirm("Kirim broadcast ini sekarang? Email yang terkirim tidak bisa ditarik kembali.")) {
          event.preventDefault();
        }
      }}
    >
      <TextField
        name="subject"
        label="Subjek"
        value={subject}
        onChange={(event) => setSubject(event.target.value)}
        maxLength={150}
        required
        errors={errors.subject}
      />
      {editor({ name: "body", label: "Isi email", value: body, onChange: setBody, errors: errors.body })}
      <fieldset className="space-y-2">
        <legend className="mb-1 text-sm font-medium text-slate-800">Penerima</legend>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="audience"
            value="all"
            checked={audience === "all"}
            onChange={() => setAudience("all")}
            className="size-4 accent-violet-700"
          />
          Semua pembeli
        </label>
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input
            type="radio"
            name="audience"
            value="products"
            checked={audience === "products"}
            onChange={() => setAudience("products")}
            className="size-4 accent-violet-700"
          />
          Pembeli produk tertentu
        </label>
        {audience === "products" ? (
          <div className="ml-6 space-y-1">
            {products.map((product) => (
              <label key={product.id} className="flex min-h-11 items-center gap-2 text-sm break-words text-slate-700">
                <input type="checkbox" name="productIds" value={product.id} className="size-4 accent-violet-700" />
                {product.title}
              </label>
            ))}
          </div>
        ) : null}
        <label className="flex min-h-11 items-center gap-2 text-sm text-slate-800">
          <input type="checkbox" name="includeLeads" className="size-4 accent-violet-700" />
          Sertakan pendaftar Kumpulkan Email
        </label>
        <p className="text-xs text-slate-500">
          Hanya yang mencentang "Saya mau menerima kabar dan penawaran" saat membeli, dan belum berhenti berlangganan.
          Maksimal satu broadcast per hari.
        </p>
        <FieldError id="broadcast-audience-error" messages={audienceErrors} alert />
      </fieldset>
      <button type="submit" disabled={busy} className={`${buttonClass("primary")} min-h-11`}>
        Kirim Broadcast
      </button>
    </Form>
  );
}
