import { DEFAULT_THEME, type User } from "@lapak/shared/schemas/user";
import type { Config } from "../../env";
import { effectiveRole, type SessionUser } from "../../plugins/auth";

/** A complete profile: email verified and username, name and phone set (DESIGN §3). */
export function isProfileComplete(user: SessionUser): boolean {
  return Boolean(user.emailVerifiedAt && user.username && user.name && user.phone);
}

/** The User resource of DESIGN §3 from a `users` row. */
export function toUserView(user: SessionUser, config: Config): User {
  return {
    id: user.id,
    email: user.email,
    name: user.name,
    username: user.username,
    phone: user.phone,
    avatarUrl: user.avatarUrl,
    bio: user.bio,
    role: effectiveRole(user, config),
    emailVerified: Boolean(user.emailVerifiedAt),
    profileComplete: isProfileComplete(user),
    activation: user.activation,
    socialLinks: user.socialLinks,
    theme: { ...DEFAULT_THEME, ...user.theme },
    createdAt: user.createdAt.toISOString(),
    suspension: user.suspendedAt ? { at: user.suspendedAt.toISOString(), reason: user.suspendedReason ?? "" } : null,
  };
}
