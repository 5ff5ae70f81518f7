/**
 * A TCP proxy on 127.0.0.1 (random port, kept across restarts) in front of a server, so a test can
 * take that server away from an app and give it back without touching the real server, which other
 * tests share: `stop()` cuts every proxied connection and refuses new ones, as a stopped PostgreSQL
 * does; `hang()` cuts them and then accepts connections that never answer, as a host that is gone
 * (a failover, a dropped network) does; `start()` forwards again on the same port.
 */
import { type AddressInfo, connect, createServer, type Server, type Socket } from "node:net";

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  through(url: string): string;
  /** The local ports of the proxy's open connections to the server (the client ports the server sees). */
  upstreamPorts(): number[];
  /** Destroys every proxied connection and stops listening: new connections are refused. */
  stop(): Promise<void>;
  /** Destroys every proxied connection; new ones are accepted and never answered. */
  hang(): Promise<void>;
  /** Forwards again, listening on the same port. */
  start(): Promise<void>;
  /** Stops for good. */
  close(): Promise<void>;
}

/** Starts a proxy to `target`; `close()` it in `afterAll`. */
export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  const upstreams = new Set<Socket>();
  let mode: "forward" | "hang" = "forward";
  let server: Server | null = null;
  let port = 0;

  const track = (socket: Socket, set: Set<Socket>) => {
    set.add(socket);
    socket.on("close", () => set.delete(socket));
  };

  const accept = (downstream: Socket) => {
    track(downstream, sockets);
    downstream.on("error", () => downstream.destroy());
    if (mode === "hang") return;
    const upstream = connect(target.port, target.host);
    track(upstream, sockets);
    track(upstream, upstreams);
    // Either side ending ends both, like a server that goes away mid-conversation.
    upstream.on("error", () => upstream.destroy());
    downstream.on("close", () => upstream.destroy());
    upstream.on("close", () => downstream.destroy());
    downstream.pipe(upstream);
    upstream.pipe(downstream);
  };

  const listen = async () => {
    const listening = createServer(accept);
    await new Promise<void>((resolve, reject) => {
      listening.once("error", reject);
      listening.listen(port, "127.0.0.1", () => resolve());
    });
    port = (listening.address() as AddressInfo).port;
    server = listening;
  };

  const cut = () => {
    for (const socket of sockets) socket.destroy();
  };

  const stop = async () => {
    const closing = server;
    server = null;
    cut();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  };

  await listen();
  return {
    through(url) {
      const parsed = new URL(url);
      parsed.hostname = "127.0.0.1";
      parsed.port = String(port);
      return parsed.toString();
    },
    upstreamPorts: () => [...upstreams].flatMap((socket) => (socket.localPort ? [socket.localPort] : [])),
    stop,
    async hang() {
      mode = "hang";
      cut();
      if (!server) await listen();
    },
    async start() {
      if (mode === "hang") cut(); // connections accepted while hanging never reached the server
      mode = "forward";
      if (!server) await listen();
    },
    close: stop,
  };
}
