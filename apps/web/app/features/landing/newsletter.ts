/** Where the landing pages' newsletter forms post, and their anchors (see `api/subscribe.server.ts`). */
import { paths } from "~/lib/paths";

/** The home route's action (`?index` names the index route rather than the landing layout). */
export const SUBSCRIBE_ACTION = `${paths.home}?index`;

/** The ids of the two forms: the home page's section and the footer's. */
export const NEWSLETTER_ANCHORS = { section: "langganan", footer: "kabar-lapak" } as const;
