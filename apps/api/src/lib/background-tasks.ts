import type { FastifyBaseLogger, FastifyInstance } from "fastify";

/** Runs work after the answer has gone out (emails, payouts); errors are logged, never thrown. */
export type RunLater = (name: string, task: () => Promise<unknown>, log: FastifyBaseLogger) => void;

/** Work that runs after the answer; the app waits for what is still running on close. */
export function backgroundTasks(app: FastifyInstance): RunLater {
  const pending = new Set<Promise<void>>();
  app.addHook("onClose", async () => {
    await Promise.allSettled([...pending]);
  });
  return (name, task, log) => {
    const running: Promise<void> = task()
      .then(() => undefined)
      .catch((err) => log.error({ err }, `${name} failed`))
      .finally(() => pending.delete(running));
    pending.add(running);
  };
}
