/**
 * A Server-Sent Events client over a real socket (`app.inject` waits for a response to end, which a
 * live stream does not): `openEventStream(port, path)` reads `event:`/`data:` blocks as they come.
 */
import { request as httpRequest, type IncomingHttpHeaders } from "node:http";

export interface StreamEvent {
  event: string;
  data: string;
}

export interface EventStream {
  status: number;
  headers: IncomingHttpHeaders;
  /** Every event received so far. */
  events: StreamEvent[];
  /** The next event not yet taken (waits up to `timeoutMs`). */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Hangs up, as a closed tab does. */
  close(): void;
}

/** Opens `GET path` on 127.0.0.1:`port`, asking for `text/event-stream` unless `accept` says otherwise. */
export function openEventStream(
  port: number,
  path: string,
  { accept = "text/event-stream" }: { accept?: string } = {},
): Promise<EventStream> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: "127.0.0.1", port, path, headers: { accept } }, (res) => {
      const events: StreamEvent[] = [];
      let taken = 0;
      let buffer = "";
      let wake: (() => void) | undefined;
      const ended = new Promise<void>((done) => res.on("end", done).on("close", done));
      res.setEncoding("utf8");
      res.on("data", (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf("\n\n");
        while (end >= 0) {
          const block = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const fields = Object.fromEntries(
            block
              .split("\n")
              .filter((line) => line && !line.startsWith(":"))
              .map((line) => [line.slice(0, line.indexOf(":")), line.slice(line.indexOf(":") + 1).trim()]),
          );
          if (fields.data !== undefined) events.push({ event: fields.event ?? "message", data: fields.data });
          end = buffer.indexOf("\n\n");
        }
        wake?.();
      });
      resolve({
        status: res.statusCode ?? 0,
        headers: res.headers,
        events,
        ended,
        close: () => req.destroy(),
        async next(timeoutMs = 5000) {
          const deadline = Date.now() + timeoutMs;
          while (events.length <= taken) {
            if (Date.now() > deadline) throw new Error(`no event within ${timeoutMs} ms`);
            await Promise.race([
              new Promise<void>((done) => {
                wake = done;
              }),
              ended,
              new Promise((done) => setTimeout(done, 50)),
            ]);
          }
          return events[taken++] as StreamEvent;
        },
      });
    });
    req.on("error", reject);
    req.end();
  });
}
