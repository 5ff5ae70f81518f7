/**
 * Route table (SPEC §2, DESIGN §5). Guards are pathless parents (their loaders redirect on the
 * server), layouts sit inside them, pages inside layouts.
 */
import { index, layout, type RouteConfig, route } from "@react-router/dev/routes";

export default [
  layout("routes/layouts/landing.tsx", [
    index("routes/landing/home.tsx"),
    route("help", "routes/landing/help.tsx"),
    route("privacy", "routes/landing/privacy.tsx"),
    route("terms", "routes/landing/terms.tsx"),
    // The blog: near-static, cached under the `blog` tag. Static segments rank above `:username`.
    route("blog", "routes/blog/index.tsx"),
    route("blog/halaman/:page", "routes/blog/page.tsx"),
    route("blog/:slug", "routes/blog/post.tsx"),
  ]),

  layout("routes/guards/guest.tsx", [
    layout("routes/layouts/mobile.tsx", { id: "layouts/mobile-guest" }, [
      route("login", "routes/auth/login.tsx"),
      route("register", "routes/auth/register.tsx"),
      route("forgot-password", "routes/auth/forgot-password.tsx"),
    ]),
    layout("routes/layouts/auth.tsx", [route("verify-otp", "routes/auth/verify-otp.tsx")]),
  ]),

  layout("routes/guards/auth.tsx", [
    layout("routes/layouts/mobile.tsx", { id: "layouts/mobile-onboard" }, [
      route("onboard/profile", "routes/onboard/profile.tsx"),
      route("onboard/theme", "routes/onboard/theme.tsx"),
      route("onboard/social", "routes/onboard/social.tsx"),
      route("onboard/subscribe", "routes/onboard/subscribe.tsx"),
      route("onboard/finish", "routes/onboard/finish.tsx"),
      // The new password after "Lupa kata sandi?" (signed in by code, maybe before onboarding).
      route("reset-password", "routes/auth/reset-password.tsx"),
    ]),
  ]),

  layout("routes/guards/complete.tsx", [
    layout("routes/layouts/dashboard.tsx", [
      route("dashboard", "routes/dashboard/home.tsx"),
      route("dashboard/sales", "routes/dashboard/sales.tsx"),
      route("dashboard/customers", "routes/dashboard/customers.tsx"),
      route("dashboard/statistics", "routes/dashboard/statistics.tsx"),
      route("dashboard/my-store", "routes/dashboard/my-store.tsx"),
      route("dashboard/my-store/design", "routes/dashboard/my-store-design.tsx"),
      route("dashboard/my-store/profile", "routes/dashboard/my-store-profile.tsx"),
      route("dashboard/my-store/tracking", "routes/dashboard/my-store-tracking.tsx"),
      route("dashboard/my-store/payments", "routes/dashboard/my-store-payments.tsx"),
      route("dashboard/my-store/add", "routes/dashboard/my-store-add.tsx"),
      // :type is digital-download, collect-email or external-url; the route answers 404 to others.
      route("dashboard/my-store/add-product/:type", "routes/dashboard/add-product.tsx"),
      route("dashboard/my-store/courses/:id/students", "routes/dashboard/course-students.tsx"),
      route("dashboard/events/:id", "routes/dashboard/event.tsx"),
      route("dashboard/schedule", "routes/dashboard/schedule.tsx"),
      route("dashboard/members", "routes/dashboard/members.tsx"),
      route("dashboard/my-store/memberships/:id/posts", "routes/dashboard/member-posts.tsx"),
      route("dashboard/my-store/downloads/:id/updates", "routes/dashboard/product-updates.tsx"),
      route("dashboard/activate-account", "routes/dashboard/activate-account.tsx"),
      route("dashboard/activate-account/start", "routes/dashboard/activate-account-start.tsx"),
      route("dashboard/activate-account/submitted", "routes/dashboard/activate-account-submitted.tsx"),
      route("dashboard/balance", "routes/dashboard/balance.tsx"),
      route("dashboard/discounts", "routes/dashboard/discounts.tsx"),
      route("dashboard/reviews", "routes/dashboard/reviews.tsx"),
      route("dashboard/broadcasts", "routes/dashboard/broadcasts.tsx"),
      route("dashboard/affiliates", "routes/dashboard/affiliates.tsx"),
    ]),
  ]),

  // Admin screens (ADR 0004, ADR 0007): the dashboard frame behind the `admin` guard, whose loader
  // sends guests to /login and answers 404 to signed-in non-admins.
  layout("routes/guards/admin.tsx", [
    layout("routes/layouts/dashboard.tsx", { id: "layouts/dashboard-admin" }, [
      route("admin/activations", "routes/admin/activations.tsx"),
      route("admin/activations/:id", "routes/admin/activation.tsx"),
      route("admin/withdrawals", "routes/admin/withdrawals.tsx"),
      route("admin/feedback", "routes/admin/feedback.tsx"),
      route("admin/reviews", "routes/admin/reviews.tsx"),
      route("admin/sellers", "routes/admin/sellers.tsx"),
      route("admin/revenue", "routes/admin/revenue.tsx"),
      route("admin/refunds", "routes/admin/refunds.tsx"),
      route("admin/backups", "routes/admin/backups.tsx"),
      route("admin/blogs", "routes/admin/blogs.tsx"),
      route("admin/blogs/editor", "routes/admin/blog-editor.tsx"),
    ]),
  ]),

  // `public`: buyer-facing pages. `:username` and `:username/:product` catch every one- and
  // two-segment path no static route above claims (React Router ranks static segments first);
  // their loaders answer 404 for reserved first segments (`/dashboard/x`) and unknown stores.
  layout("routes/layouts/public.tsx", [
    route("checkout/:product", "routes/checkout/checkout.tsx"),
    route("payment/:transaction", "routes/checkout/payment.tsx"),
    route("my-order/:transaction", "routes/checkout/my-order.tsx"),
    // A manual refund's bank account, from the signed link of the buyer's email (ADR 0020).
    route("refund-bank/:refund", "routes/checkout/refund-bank.tsx"),
    // The buyer library (DESIGN §4 "Buyer library") and a certificate's public page.
    route("my-library", "routes/library/library.tsx"),
    route("my-library/sign-in", "routes/library/sign-in.tsx"),
    route("my-library/courses/:transaction", "routes/library/course.tsx"),
    route("my-library/courses/:transaction/lessons/:lesson", "routes/library/lesson.tsx"),
    route("my-library/sessions/:transaction", "routes/library/session.tsx"),
    route("my-library/memberships/:product", "routes/library/membership.tsx"),
    // A course a membership includes: the bought course's pages, reached through the membership.
    route("my-library/memberships/:product/courses/:course", "routes/library/course.tsx", { id: "member-course" }),
    route("my-library/memberships/:product/courses/:course/lessons/:lesson", "routes/library/lesson.tsx", {
      id: "member-lesson",
    }),
    route("certificates/:code", "routes/certificates/certificate.tsx"),
    route(":username", "routes/storefront/store.tsx"),
    route(":username/:product", "routes/storefront/product.tsx"),
  ]),

  // Resource routes: no UI of their own.
  route("logout", "routes/auth/logout.tsx"),
  route("sitemap.xml", "routes/seo/sitemap.ts"),
  route("robots.txt", "routes/seo/robots.ts"),
  route("blog/feed.xml", "routes/blog/feed.ts"),
  route("onboard/username-availability", "routes/onboard/username-availability.tsx"),
  route("dashboard/sales/:id/detail", "routes/dashboard/sale-detail.ts"),
  route("dashboard/sales/:id/refund", "routes/dashboard/sale-refund.ts"),
] satisfies RouteConfig;
