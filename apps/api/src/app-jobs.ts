/**
 * Every background job of the app (ADR 0014) — its queue, its policy and what runs it. Emails are
 * `send-email` jobs (`lib/jobs/send-email.ts`); a paid sale's emails are rendered by `sale-emails`;
 * WhatsApp messages are `send-whatsapp` jobs (ADR 0021);
 * the rest are scheduled use cases, each idempotent, run by one instance per tick (pg-boss takes
 * each cron tick once across instances, and `stately` queues hold at most one waiting run).
 */

import type { Database } from "@lapak/db";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "./env";
import type { DisbursementService } from "./integrations/disbursements/disbursement";
import type { Mailer } from "./integrations/mail/mailer";
import type { PaymentGateway } from "./integrations/payments/gateway";
import type { Storage } from "./integrations/storage/storage";
import type { WhatsappProvider } from "./integrations/whatsapp/whatsapp";
import type { Deps } from "./lib/deps";
import type { JobQueue, QueueDefinition } from "./lib/jobs/job-queue";
import { sendEmailQueue, workSendEmail } from "./lib/jobs/send-email";
import { runScheduledBackup } from "./modules/backups/run-scheduled-backup";
import { runSubmitPayoutJob, SUBMIT_PAYOUT, type SubmitPayoutJob } from "./modules/balance/payouts";
import { reconcileWithdrawals } from "./modules/balance/reconcile-withdrawals";
import { releaseHeldBalances } from "./modules/balance/release-held-balances";
import { BROADCAST_SENDS, BROADCAST_SENDS_NOW, sendBroadcasts } from "./modules/broadcasts/send-broadcasts";
import { remindSessions } from "./modules/coaching/session-reminders";
import { remindTicketHolders } from "./modules/events/ticket-reminders";
import { notifyMemberPosts, remindMembers } from "./modules/memberships/membership-mail";
import { SALE_EMAILS, type SaleEmailsJob, sendSaleEmails } from "./modules/orders/notify-sale";
import { notifyUnnotifiedSales } from "./modules/orders/notify-unnotified-sales";
import { remindPendingPaymentEmails } from "./modules/payment-reminders/remind-pending-payment-emails";
import { expireTransactions } from "./modules/payment-webhooks/expire-transactions";
import { reconcileTransactions } from "./modules/payment-webhooks/reconcile-transactions";
import {
  PRODUCT_UPDATE_EMAILS,
  type ProductUpdateEmailsJob,
  sendProductUpdateEmails,
} from "./modules/product-updates/update-emails";
import {
  processGatewayRefund,
  reconcileRefunds,
  SUBMIT_REFUND,
  type SubmitRefundJob,
} from "./modules/refunds/gateway-refunds";
import type { TransactionStatusChange } from "./modules/status-stream/transaction-events";
import { CONVERSION_EVENT, type ConversionEventJob, sendConversionEvent } from "./modules/tracking/conversion-events";
import { purgeCheckoutClients } from "./modules/tracking/purge-checkout-clients";
import { pruneVisitorHashes } from "./modules/traffics/record-view";
import { remindPendingPayments } from "./modules/whatsapp/remind-pending-payments";
import { SEND_WHATSAPP, type SendWhatsappJob, sendWhatsappMessage } from "./modules/whatsapp/send-whatsapp";

/** Scheduled jobs: queue name → cron (UTC, minute precision). */
export const SCHEDULES = {
  "expire-transactions": "* * * * *",
  "notify-unnotified-sales": "*/5 * * * *",
  "release-held-balances": "*/10 * * * *",
  "reconcile-transactions": "*/10 * * * *",
  "reconcile-withdrawals": "*/15 * * * *",
  /** Gateway refunds still pending after a minute are sent again or read back (ADR 0020). */
  "reconcile-refunds": "*/10 * * * *",
  "prune-visitor-hashes": "17 * * * *",
  /** Clears checkouts' IP, User-Agent and `_fbp` 7 days after the payment (ADR 0022). */
  "purge-checkout-clients": "37 * * * *",
  /** WhatsApp reminders of pending payments due within `PAYMENT_REMINDER_MINUTES` (ADR 0021); a no-op when WhatsApp is off. */
  "whatsapp-reminders": "* * * * *",
  /** One email reminder of a pending VA or QRIS payment, `PAYMENT_REMINDER_MINUTES` before it expires (DESIGN §5). */
  "email-reminders": "* * * * *",
  /** Ticket holders' emails 24 hours and 1 hour before their event, once each (ADR 0046). */
  "event-reminders": "* * * * *",
  /** Booked 1:1 sessions' emails to buyer and seller 24 hours and 1 hour before, once each (ADR 0047). */
  "session-reminders": "* * * * *",
  /** Members' renewal emails 7, 3 and 1 days before their pass ends and on the day, once each (ADR 0049). */
  "membership-reminders": "*/15 * * * *",
  /** A members-only post whose publication time came: one email to each active member (ADR 0049). */
  "member-post-emails": "* * * * *",
  /** Queued broadcast emails at `BROADCAST_SENDS_PER_MINUTE`, within each seller's daily cap (DESIGN §4 "Broadcasts"). */
  [BROADCAST_SENDS]: "* * * * *",
  /** Every minute it checks whether `BACKUP_INTERVAL_HOURS` have passed since the newest archive (ADR 0018). */
  backup: "* * * * *",
} as const;

/** Every queue: emails retried `JOBS_RETRY_LIMIT` times; a scheduled run twice, then the next tick. */
export function appQueues(config: Config): QueueDefinition[] {
  return [
    sendEmailQueue(config.jobs.retryLimit),
    { name: SALE_EMAILS, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: SUBMIT_PAYOUT, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: SUBMIT_REFUND, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: SEND_WHATSAPP, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: CONVERSION_EVENT, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: PRODUCT_UPDATE_EMAILS, retryLimit: config.jobs.retryLimit, expireInSeconds: 120 },
    { name: BROADCAST_SENDS_NOW, retryLimit: 1, expireInSeconds: 600, policy: "stately" },
    ...Object.keys(SCHEDULES).map(
      (name): QueueDefinition => ({
        name,
        retryLimit: 2,
        // A backup copies every stored file: allow it an hour before pg-boss counts it as dead.
        expireInSeconds: name === "backup" ? 3600 : 600,
        policy: "stately",
        pollSeconds: 10,
      }),
    ),
  ];
}

/** Registers the workers and schedules on `jobs` (before `jobs.start()`). */
export function registerAppJobs(
  jobs: JobQueue,
  deps: Deps & {
    transport: Mailer;
    gateway: PaymentGateway;
    disbursement: DisbursementService | null;
    log: FastifyBaseLogger;
    /** The database the app holds and its file storage: what the `backup` job archives. */
    database: Database;
    storage: Storage;
    /** WhatsApp Cloud API, or null when `WHATSAPP_PROVIDER=none`. */
    whatsapp: WhatsappProvider | null;
    /** Tells the payment pages held open on any instance (ADR 0015) about a status a job changed. */
    publish: (change: TransactionStatusChange) => Promise<void>;
    /** Tells the page cache that a seller's storefront changed (a scheduled post went live). */
    announceStorefront: (seller: { id: string; username: string | null }) => void;
  },
): void {
  const { log } = deps;
  workSendEmail(jobs, deps.transport);
  jobs.work<SaleEmailsJob>(SALE_EMAILS, (data) => sendSaleEmails(deps, data));
  jobs.work<SendWhatsappJob>(SEND_WHATSAPP, (data) => sendWhatsappMessage(deps, data));
  jobs.work<ConversionEventJob>(CONVERSION_EVENT, (data) => sendConversionEvent(deps, data));
  jobs.work(BROADCAST_SENDS_NOW, async () => {
    await sendBroadcasts(deps);
  });
  jobs.work<ProductUpdateEmailsJob>(PRODUCT_UPDATE_EMAILS, async (data) => {
    await sendProductUpdateEmails(deps, data);
  });
  jobs.work<SubmitRefundJob>(SUBMIT_REFUND, async (data, job) => {
    // A retry reads the refund back first: the previous run may have reached the gateway.
    await processGatewayRefund(deps, data, { readBack: job.retryCount > 0 });
  });
  jobs.work<SubmitPayoutJob>(SUBMIT_PAYOUT, async (data) => {
    await runSubmitPayoutJob(deps, data);
  });
  const scheduled: Record<keyof typeof SCHEDULES, () => Promise<unknown>> = {
    "expire-transactions": () => expireTransactions(deps),
    "notify-unnotified-sales": () => notifyUnnotifiedSales(deps),
    "release-held-balances": () => releaseHeldBalances(deps),
    "reconcile-transactions": () => reconcileTransactions(deps),
    "reconcile-withdrawals": () => reconcileWithdrawals(deps),
    "reconcile-refunds": () => reconcileRefunds(deps),
    "prune-visitor-hashes": () => pruneVisitorHashes(deps.db),
    "purge-checkout-clients": () => purgeCheckoutClients(deps.db),
    "whatsapp-reminders": () => remindPendingPayments(deps),
    "email-reminders": () => remindPendingPaymentEmails(deps),
    "event-reminders": () => remindTicketHolders(deps),
    "session-reminders": () => remindSessions(deps),
    "membership-reminders": () => remindMembers(deps),
    "member-post-emails": () => notifyMemberPosts(deps, { announce: deps.announceStorefront }),
    [BROADCAST_SENDS]: () => sendBroadcasts(deps),
    backup: () => runScheduledBackup(deps),
  };
  // PGlite's nightly VACUUM, retired with the other PGlite-only tuning (ADR 0043).
  jobs.unschedule("vacuum-database");
  for (const [name, run] of Object.entries(scheduled)) {
    jobs.work(name, async () => {
      const result = await run();
      log.debug({ job: name, result }, "scheduled job done");
    });
    jobs.schedule(name, SCHEDULES[name as keyof typeof SCHEDULES]);
  }
}
