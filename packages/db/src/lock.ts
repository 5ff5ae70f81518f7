/**
 * PGlite has no lock between processes: two servers on one data folder would corrupt it
 * (DESIGN §7). This takes an exclusive lock file holding our PID, and clears a stale one.
 */
import { closeSync, mkdirSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { join } from "node:path";

/**
 * Takes `dir/.lock`. Throws an Error with an Indonesian-free operator message when another live
 * process holds it. Returns a function that releases the lock.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, ".lock");
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, "wx");
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const pid = Number.parseInt(readFileSync(file, "utf8"), 10);
      if (pid && pid !== process.pid && isAlive(pid)) {
        throw new Error(
          `The database in ${dir} is in use by process ${pid}. Stop it first, or set DATABASE_URL to use PostgreSQL for several processes.`,
        );
      }
      rmSync(file, { force: true });
    }
  }
  throw new Error(`Could not lock ${file}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
