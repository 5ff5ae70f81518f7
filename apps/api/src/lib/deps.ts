import type { Db } from "@lapak/db";
import type { Config } from "../env";
import type { Mailer } from "../integrations/mail/mailer";
import type { JobQueue } from "./jobs/job-queue";

/** What every use case may need; each takes `{ ...deps, ...input }`. */
export interface Deps {
  db: Db;
  config: Config;
  /** The app's mailer: every `send` is a `send-email` job (ADR 0014). */
  mailer: Mailer;
  /** The background job queue (ADR 0014). */
  jobs: JobQueue;
}
