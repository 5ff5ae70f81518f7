import { changePassword } from "~/features/auth/api/change-password.server";
import { PASSWORD_INTENT, PasswordForm } from "~/features/auth/components/password-form";
import { loadNotificationSettings, saveNotificationSettings } from "~/features/notifications/api/notifications.server";
import { confirmPhoneCode, requestPhoneCode } from "~/features/notifications/api/phone-verification.server";
import { NotificationsForm } from "~/features/notifications/components/notifications-form";
import { NOTIFICATIONS_INTENT, PHONE_CODE_INTENT, PHONE_CONFIRM_INTENT } from "~/features/notifications/intent";
import { loadStoreProfile, saveStoreProfile } from "~/features/store-profile/api/store-profile.server";
import { StoreProfileForm } from "~/features/store-profile/components/store-profile-form";
import { PageHeading } from "~/features/ui/page-heading";
import { useActionToast } from "~/features/ui/use-action-toast";
import { field } from "~/lib/api.server";
import { requireCompleteUser } from "~/lib/guards.server";
import { paths } from "~/lib/paths";
import type { Route } from "./+types/my-store-profile";

export async function loader({ request, context }: Route.LoaderArgs) {
  const { token } = await requireCompleteUser(request, context);
  // The WhatsApp alert is offered only where the platform sends WhatsApp (ADR 0021).
  const notifications = context.publicConfig.whatsappAvailable ? await loadNotificationSettings(context, token) : null;
  return { ...(await loadStoreProfile(request, context)), notifications };
}

/**
 * The profile form, "Ubah kata sandi" (`intent=password`: current + new password), the WhatsApp
 * alert (`intent=notifications`), or the verification of its number (`intent=phone-code`: send a
 * code; `intent=phone-confirm`: check it).
 */
export async function action({ request, context }: Route.ActionArgs) {
  const form = await request.clone().formData();
  if (field(form, "intent") === PASSWORD_INTENT) {
    const { token } = await requireCompleteUser(request, context);
    return changePassword(context, token, form);
  }
  if (field(form, "intent") === NOTIFICATIONS_INTENT) {
    const { token } = await requireCompleteUser(request, context);
    return saveNotificationSettings(context, token, form, paths.dashboard.profile);
  }
  if (field(form, "intent") === PHONE_CODE_INTENT) {
    const { token } = await requireCompleteUser(request, context);
    return requestPhoneCode(context, token);
  }
  if (field(form, "intent") === PHONE_CONFIRM_INTENT) {
    const { token } = await requireCompleteUser(request, context);
    return confirmPhoneCode(context, token, form);
  }
  return saveStoreProfile(request, context);
}

export default function DashboardMyStoreProfile({ loaderData, actionData }: Route.ComponentProps) {
  // The password and verification forms show their own answers (fetchers); these are the profile form's.
  const profileResult = actionData && !("form" in actionData) ? actionData : undefined;
  const passwordResult = actionData && "form" in actionData && actionData.form === "password" ? actionData : undefined;
  const verification = actionData && "form" in actionData && actionData.form === "phone" ? actionData : undefined;
  useActionToast(profileResult);
  return (
    <div className="max-w-xl space-y-8">
      <div>
        <PageHeading title="Profil Toko">
          Foto, nama, bio, dan media sosial yang tampil di halaman toko Anda.
        </PageHeading>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <StoreProfileForm
            key={JSON.stringify(loaderData.profile)}
            profile={loaderData.profile}
            maxImageBytes={loaderData.maxImageBytes}
            errors={profileResult?.errors}
          />
        </div>
      </div>
      {loaderData.notifications ? (
        <section aria-labelledby="notifikasi-whatsapp">
          <h2 id="notifikasi-whatsapp" className="text-lg font-semibold text-slate-900">
            Notifikasi WhatsApp
          </h2>
          <p className="mt-1 mb-4 text-sm text-slate-600">Kabar setiap penjualan baru, langsung di WhatsApp Anda.</p>
          <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
            <NotificationsForm
              settings={loaderData.notifications}
              errors={profileResult?.errors}
              verification={verification}
            />
          </div>
        </section>
      ) : null}
      <section aria-labelledby="ubah-kata-sandi">
        <h2 id="ubah-kata-sandi" className="text-lg font-semibold text-slate-900">
          Ubah kata sandi
        </h2>
        <p className="mt-1 mb-4 text-sm text-slate-600">
          Masukkan kata sandi saat ini dan yang baru. Perangkat lain yang masuk ke akun Anda akan keluar.
        </p>
        <div className="rounded-2xl bg-white p-5 shadow-sm ring-1 ring-slate-200 sm:p-6">
          <PasswordForm askCurrent submitLabel="Ubah Kata Sandi" initialErrors={passwordResult?.errors} />
        </div>
      </section>
    </div>
  );
}
