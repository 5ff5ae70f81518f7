/**
 * What a 1:1 session adds to the emails about it (DESIGN §5, ADR 0047): its time in WIB, its place
 * or meeting link, and an `.ics` for the buyer and one for the seller, each naming the other.
 */
import type { Db } from "@lapak/db";
import { formatEventTimeWib } from "@lapak/shared/date";
import type { MailAttachment, MailMessage } from "../../integrations/mail/mailer";
import { locationLine } from "../events/ticket";
import type { SessionLines } from "../orders/sale-emails";
import { findSession, sessionEntry, sessionIcs } from "./session";

/** The session's lines and the two calendar files, or undefined when order `transactionId` books none. */
export async function sessionMailParts(
  db: Db,
  {
    transactionId,
    orderCode,
    buyerName,
    sellerName,
    host,
  }: { transactionId: string; orderCode: string; buyerName: string; sellerName: string; host: string },
): Promise<{ lines: SessionLines; forBuyer: MailAttachment; forSeller: MailAttachment } | undefined> {
  const found = await findSession(db, transactionId);
  if (!found) return undefined;
  const entry = sessionEntry(found);
  const online = entry.location.kind === "online";
  const lines: SessionLines = {
    when: formatEventTimeWib(entry.startsAt, entry.endsAt),
    where: { label: online ? "Tautan sesi" : "Tempat", value: locationLine(entry) },
  };
  const file = (withWhom: string): MailAttachment => ({
    filename: `Sesi-${orderCode}.ics`,
    contentType: "text/calendar; charset=utf-8; method=PUBLISH",
    content: sessionIcs({ transactionId, orderCode, title: found.title, withWhom, entry, host }),
  });
  return { lines, forBuyer: file(sellerName), forSeller: file(buyerName) };
}

/** `message` with `attachment` added. */
export function withAttachment(message: MailMessage, attachment: MailAttachment | undefined): MailMessage {
  return attachment ? { ...message, attachments: [...(message.attachments ?? []), attachment] } : message;
}
