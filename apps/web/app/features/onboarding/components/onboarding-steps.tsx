/** "Langkah 2 dari 5" with a progress bar, at the top of each onboarding step. */

const STEPS = ["Profil", "Tampilan", "Media sosial", "Kabar Lapak", "Selesai"] as const;
export type OnboardingStep = 1 | 2 | 3 | 4 | 5;

/** Shows where the seller is in the five onboarding steps. */
export function OnboardingSteps({ current }: { current: OnboardingStep }) {
  return (
    <div className="mb-5">
      <p className="text-xs font-semibold tracking-wide text-violet-700 uppercase">
        Langkah {current} dari {STEPS.length} · {STEPS[current - 1]}
      </p>
      <div
        role="progressbar"
        aria-label="Kemajuan pengaturan toko"
        aria-valuemin={1}
        aria-valuemax={STEPS.length}
        aria-valuenow={current}
        className="mt-2 grid grid-cols-5 gap-1.5"
      >
        {STEPS.map((step, index) => (
          <span key={step} className={`h-1.5 rounded-full ${index < current ? "bg-violet-600" : "bg-slate-200"}`} />
        ))}
      </div>
    </div>
  );
}
