/**
 * For migration tests: a copy of the migrations folder whose journal stops just before the
 * migration whose tag ends with `tagSuffix` (`"_kyc_documents"`, `"_promo"`), so a test can
 * migrate a fresh database to the state before it, insert the rows an older instance holds, then
 * run the rest. The copy lives in a temporary folder; `remove()` deletes it. `left` is how many
 * migrations the copy leaves out (that one and every later one): what migrating it further applies.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { migrationsFolder } from "./migrate";

export function migrationsBefore(tagSuffix: string): { folder: string; left: number; remove: () => void } {
  const folder = mkdtempSync(join(tmpdir(), "lapak-migrations-"));
  cpSync(migrationsFolder(), folder, { recursive: true });
  const path = join(folder, "meta", "_journal.json");
  const journal = JSON.parse(readFileSync(path, "utf8")) as { entries: { tag: string }[] };
  const at = journal.entries.findIndex((entry) => entry.tag.endsWith(tagSuffix));
  if (at <= 0) throw new Error(`no migration ending with ${tagSuffix} after the first`);
  const left = journal.entries.length - at;
  journal.entries = journal.entries.slice(0, at);
  writeFileSync(path, JSON.stringify(journal));
  return { folder, left, remove: () => rmSync(folder, { recursive: true, force: true }) };
}
