/**
 * Every URL the web app links or redirects to, in one object (SPEC §2, DESIGN §5).
 */
import type { OtpPurpose } from "@lapak/shared/schemas/auth";

export const paths = {
  home: "/",
  demoStore: "/demo",
  help: "/help",
  privacy: "/privacy",
  terms: "/terms",
  login: "/login",
  loginWithOtp: "/login?mode=otp",
  /** "Lupa kata sandi?": asks the email, mails a sign-in code, then `resetPassword`. */
  forgotPassword: "/forgot-password",
  /** The new password after a sign-in by code (behind the `auth` guard). */
  resetPassword: "/reset-password",
  register: "/register",
  logout: "/logout",
  /** Pustaka Saya: a buyer's purchases, a course's lessons among them. */
  myLibrary: "/my-library",
  /**
   * `/verify-otp?email=…[&purpose=register|sign_in]` — the page only opens with an email; the
   * purpose is the flow that sent the person there (a registration, or signing in by code).
   */
  verifyOtp: (email: string, purpose?: OtpPurpose) =>
    `/verify-otp?email=${encodeURIComponent(email)}${purpose ? `&purpose=${purpose}` : ""}`,
  onboard: {
    profile: "/onboard/profile",
    theme: "/onboard/theme",
    social: "/onboard/social",
    subscribe: "/onboard/subscribe",
    finish: "/onboard/finish",
    usernameAvailability: (username: string) =>
      `/onboard/username-availability?username=${encodeURIComponent(username)}`,
  },
  dashboard: {
    home: "/dashboard",
    sales: "/dashboard/sales",
    customers: "/dashboard/customers",
    statistics: "/dashboard/statistics",
    myStore: "/dashboard/my-store",
    design: "/dashboard/my-store/design",
    profile: "/dashboard/my-store/profile",
    /** "Pelacakan Iklan" (ADR 0022). */
    tracking: "/dashboard/my-store/tracking",
    /** "Pengaturan Pembayaran" (ADR 0023). */
    payments: "/dashboard/my-store/payments",
    add: "/dashboard/my-store/add",
    addDigitalDownload: "/dashboard/my-store/add-product/digital-download",
    addCollectEmail: "/dashboard/my-store/add-product/collect-email",
    addExternalUrl: "/dashboard/my-store/add-product/external-url",
    addBundle: "/dashboard/my-store/add-product/bundle",
    addCourse: "/dashboard/my-store/add-product/course",
    /** A course's Siswa: its buyers and their progress (DESIGN §4 "Learning"). */
    courseStudents: (id: string) => `/dashboard/my-store/courses/${id}/students`,
    addEvent: "/dashboard/my-store/add-product/event",
    /** An event's attendees and check-in (DESIGN §3 "Event / Webinar"). */
    event: (id: string) => `/dashboard/events/${id}`,
    addCoaching: "/dashboard/my-store/add-product/coaching",
    addMembership: "/dashboard/my-store/add-product/membership",
    /** A membership's members-only posts (ADR 0049). */
    memberPosts: (productId: string) => `/dashboard/my-store/memberships/${productId}/posts`,
    /** Kirim Pembaruan: new files for a download's past buyers (DESIGN §4 "Product updates"). */
    productUpdates: (productId: string) => `/dashboard/my-store/downloads/${productId}/updates`,
    /** Anggota: the members of every membership (ADR 0049). */
    members: "/dashboard/members",
    /** Jadwal: the seller's coming 1:1 sessions (DESIGN §4 "1:1 session"). */
    schedule: "/dashboard/schedule",
    activate: "/dashboard/activate-account",
    activateStart: "/dashboard/activate-account/start",
    activateSubmitted: "/dashboard/activate-account/submitted",
    /** Beyond SPEC §2 (ADR 0007): balance, ledger and withdrawals. */
    balance: "/dashboard/balance",
    /** "Kode Promo": discount codes (ADR 0019). */
    discounts: "/dashboard/discounts",
    /** Ulasan (DESIGN §4 "Reviews"): buyers' reviews of the seller's products, each answered once. */
    reviews: "/dashboard/reviews",
    /** Broadcast (DESIGN §4 "Broadcasts"): email to the customers who agreed to offers. */
    broadcasts: "/dashboard/broadcasts",
    /** Afiliasi (DESIGN §4 "Affiliates"): the seller's programme and the programmes this account joined. */
    affiliates: "/dashboard/affiliates",
    /** The sales sheet's data (a resource route the sheet's fetcher loads). */
    saleDetail: (id: string) => `/dashboard/sales/${encodeURIComponent(id)}/detail`,
    /** The sales sheet's "Kembalikan Dana" form posts here (ADR 0020). */
    saleRefund: (id: string) => `/dashboard/sales/${encodeURIComponent(id)}/refund`,
  },
  /** CSV downloads, straight from the API (the session cookie authenticates a plain link). */
  csv: {
    /** `query`: the sales list's filters as API params (`status`, `from`, `to`, `productId`, `q`). */
    sales: (query: string) => `/v1/transactions/export.csv${query ? `?${query}` : ""}`,
    customers: (query: string) => `/v1/customers/export.csv${query ? `?${query}` : ""}`,
    /** A course's Siswa (DESIGN §4 "Learning"). */
    courseStudents: (productId: string) => `/v1/product/courses/${productId}/students.csv`,
    eventAttendees: (productId: string) => `/v1/events/${productId}/attendees.csv`,
    members: (query: string) => `/v1/memberships/members.csv${query ? `?${query}` : ""}`,
  },
  /** Admin screens (role `admin`, ADR 0004): everyone else gets the 404 page. */
  admin: {
    activations: "/admin/activations",
    activation: (id: string) => `/admin/activations/${id}`,
    withdrawals: "/admin/withdrawals",
    feedback: "/admin/feedback",
    /** Every store's reviews, each hidden with a reason or shown again. */
    reviews: "/admin/reviews",
    /** The operator's controls (DASHBOARD-UX §8). */
    sellers: "/admin/sellers",
    revenue: "/admin/revenue",
    refunds: "/admin/refunds",
    /** Backups of the database and files (ADR 0018). */
    backups: "/admin/backups",
    blogs: "/admin/blogs",
    blogEditor: "/admin/blogs/editor",
    /** The editor on post `id`. */
    blogPost: (id: string) => `/admin/blogs/editor?id=${encodeURIComponent(id)}`,
  },
  /** The public blog (landing layout, near-static). Later pages are paths, not queries: the page cache keys on the path. */
  blog: {
    index: "/blog",
    page: (page: number) => (page <= 1 ? "/blog" : `/blog/halaman/${page}`),
    post: (slug: string) => `/blog/${slug}`,
    feed: "/blog/feed.xml",
  },
  /** `/{username}`: a seller's public storefront. */
  store: (username: string) => `/${username}`,
  /** `/{username}/{slug}`: a product page (for an external link: counts the click, 302 to the URL). */
  product: (username: string, slug: string) => `/${username}/${slug}`,
  /** `/checkout/{productId}`. */
  checkout: (productId: string) => `/checkout/${productId}`,
  /** `/payment/{transactionId}`: how to pay a pending transaction, with its live status. */
  payment: (transactionId: string) => `/payment/${transactionId}`,
  /** `/my-order/{transactionId}`: the buyer's order and downloads once paid. */
  myOrder: (transactionId: string) => `/my-order/${transactionId}`,
  /** The buyer library (DESIGN §4 "Buyer library"): every purchase of an email, signed in by an emailed code. */
  library: {
    home: "/my-library",
    /**
     * The email form; with `email`, the code step for it (the code was mailed); with `next`, the
     * library page to open once signed in (see `libraryNext`).
     */
    signIn: (email?: string, next?: string | null) => {
      const query = new URLSearchParams();
      if (email) query.set("step", "code");
      if (email) query.set("email", email);
      if (next) query.set("next", next);
      const search = query.toString();
      return search ? `/my-library/sign-in?${search}` : "/my-library/sign-in";
    },
    /** A course's lessons (Kelas Online), opened from the library. */
    course: (transactionId: string) => `/my-library/courses/${transactionId}`,
    /** A booked 1:1 session and its "Ubah Jadwal" (DESIGN §3 "1:1 session"). */
    session: (transactionId: string) => `/my-library/sessions/${transactionId}`,
    /** A membership's posts, or its end and renewal link (ADR 0049). */
    membership: (productId: string) => `/my-library/memberships/${productId}`,
    /** One lesson of that course: its video, text and files, and "Tandai Selesai". */
    lesson: (transactionId: string, lessonId: string) => `/my-library/courses/${transactionId}/lessons/${lessonId}`,
    /** A course a membership includes, for its member (ADR 0049). */
    memberCourse: (productId: string, courseId: string) => `/my-library/memberships/${productId}/courses/${courseId}`,
    /** One lesson of a course a membership includes. */
    memberLesson: (productId: string, courseId: string, lessonId: string) =>
      `/my-library/memberships/${productId}/courses/${courseId}/lessons/${lessonId}`,
  },
  /** `/certificates/{code}`: a certificate's public page, where its QR leads. */
  certificate: (code: string) => `/certificates/${code}`,
  sitemap: "/sitemap.xml",
  /** The public storefront of a seller, absolute: `https://lapak.id/budi`. */
  storefront: (appUrl: string, username: string) => `${appUrl.replace(/\/$/, "")}/${username}`,
} as const;

const LIBRARY_NEXT =
  /^\/my-library\/(courses\/[0-9a-f-]{36}(\/lessons\/[0-9a-f-]{36})?|sessions\/[0-9a-f-]{36}|memberships\/[0-9a-f-]{36}(\/courses\/[0-9a-f-]{36}(\/lessons\/[0-9a-f-]{36})?)?)$/;

/**
 * The library page of a course as its learner reads it — a bought course, or one a membership
 * includes (`membershipId`) — or of one of its lessons.
 */
export function learningPage(
  course: { transactionId: string; membershipId: string | null; product: { id: string } },
  lessonId?: string,
): string {
  if (course.membershipId) {
    return lessonId
      ? paths.library.memberLesson(course.membershipId, course.product.id, lessonId)
      : paths.library.memberCourse(course.membershipId, course.product.id);
  }
  return lessonId ? paths.library.lesson(course.transactionId, lessonId) : paths.library.course(course.transactionId);
}

/**
 * Where the library sign-in may send a buyer afterwards: a course, lesson or session page of the library
 * only (never another site or page: no open redirect), else null (Pustaka Saya itself).
 */
export function libraryNext(value: string | null | undefined): string | null {
  return value && LIBRARY_NEXT.test(value) ? value : null;
}
