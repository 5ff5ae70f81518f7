/** "Langkah 1 dari 3" with the three step names, the current one marked. */
import { forwardRef } from "react";
import { ACTIVATION_STEPS } from "../form-rules";

/** The stepper's heading; it takes focus when the step changes so a screen reader hears the new step. */
export const StepHeader = forwardRef<HTMLHeadingElement, { step: number }>(function StepHeader({ step }, ref) {
  return (
    <div className="mb-5">
      <p className="text-sm font-medium text-violet-700">
        Langkah {step + 1} dari {ACTIVATION_STEPS.length}
      </p>
      <h2 ref={ref} tabIndex={-1} className="mt-0.5 text-lg font-bold text-slate-900 outline-none">
        {ACTIVATION_STEPS[step].title}
      </h2>
      <ol className="mt-3 grid grid-cols-3 gap-2" aria-label="Langkah aktivasi">
        {ACTIVATION_STEPS.map((item, index) => (
          <li key={item.title} aria-current={index === step ? "step" : undefined}>
            <span className={`block h-1.5 rounded-full ${index <= step ? "bg-violet-600" : "bg-slate-200"}`} />
            <span
              className={`mt-1.5 block text-xs font-medium ${index === step ? "text-violet-800" : "text-slate-500"}`}
            >
              {item.title}
            </span>
          </li>
        ))}
      </ol>
    </div>
  );
});
