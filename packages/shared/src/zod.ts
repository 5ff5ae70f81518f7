/**
 * The one `z` every schema uses, configured with zod's Indonesian messages so that any rule without
 * a message of its own still speaks to a person in Indonesian.
 */
import { z } from "zod";

z.config(z.locales.id());

export { z };
