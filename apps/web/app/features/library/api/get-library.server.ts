import type { LibraryList } from "@lapak/shared/schemas/library";
import type { AppLoadContext } from "react-router";

/**
 * `GET /v1/library` as the library session of `token`: the email's purchases, or null when the
 * session ended (401). Throws for any other failure.
 */
export async function getLibrary(context: AppLoadContext, token: string): Promise<LibraryList | null> {
  const response = await context.api<{ data: LibraryList }>("/library", { token });
  if (response.status === 401) return null;
  if (response.status !== 200) throw new Error(`GET /library answered ${response.status}`);
  return response.body.data;
}
