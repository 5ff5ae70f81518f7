-- DESIGN §5: a pending VA or QRIS payment gets one email reminder before it expires; the column
-- claims it, so several instances send it once.
ALTER TABLE "transactions" ADD COLUMN "email_reminder_at" timestamp with time zone;
