/** `/robots.txt`: a resource route (no UI) answering the crawler rules of `features/landing/robots.ts`. */
import { robotsTxt } from "~/features/landing/robots";
import type { Route } from "./+types/robots";

export function loader({ context }: Route.LoaderArgs) {
  return new Response(robotsTxt(context.publicConfig.appUrl), {
    headers: {
      "Content-Type": "text/plain; charset=utf-8",
      "Cache-Control": "public, max-age=3600",
    },
  });
}
