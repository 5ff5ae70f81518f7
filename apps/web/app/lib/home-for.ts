/** Where someone lands right after signing in or verifying their email (SPEC §6, DESIGN §5). */
import type { User } from "@lapak/shared/schemas/user";
import { paths } from "./paths";
import { safeRedirectTo } from "./redirect-to";

/**
 * `redirectTo` when it is a safe path on this site (the private page that sent them to /login; its
 * own guard still sends an incomplete profile to onboarding); else an admin (`ADMIN_EMAILS`, ADR
 * 0004) goes to the admin screens, who has no store to set up first; else the dashboard, or
 * onboarding when the profile is incomplete.
 */
export function homeFor(user: Pick<User, "profileComplete" | "role">, redirectTo?: string | null): string {
  const safe = safeRedirectTo(redirectTo);
  if (safe) return safe;
  if (user.role === "admin") return paths.admin.activations;
  return user.profileComplete ? paths.dashboard.home : paths.onboard.profile;
}
