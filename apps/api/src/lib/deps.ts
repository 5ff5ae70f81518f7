import type { Db } from "@lapak/db";
import type { Config } from "../env";
import type { Mailer } from "../integrations/mail/mailer";

/** What every use case may need; each takes `{ ...deps, ...input }`. */
export interface Deps {
  db: Db;
  config: Config;
  mailer: Mailer;
}
