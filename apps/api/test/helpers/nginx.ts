/**
 * nginx with the site operators install (`deploy/nginx-lapak.conf`), for the tests that check what
 * passes through it: the multi-instance suite and the request-target test.
 */
import { type ChildProcess, spawn } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";

/** The nginx binary, when nginx is installed (Debian's `nginx-light` or `nginx`). */
export const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((path) => existsSync(path));
const SITE = fileURLToPath(new URL("../../../../deploy/nginx-lapak.conf", import.meta.url));

/**
 * nginx in front of `upstreams` with the proxy part of `deploy/nginx-lapak.conf` (between its
 * LAPAK-PROXY markers), as a plain-HTTP server on a free port: the site operators install, less TLS.
 */
export async function startNginx(upstreams: string[]): Promise<{ url: string; stop(): Promise<void> }> {
  const site = readFileSync(SITE, "utf8");
  const proxy = site.slice(site.indexOf("# LAPAK-PROXY-BEGIN"), site.indexOf("# LAPAK-PROXY-END"));
  const upstream = site.slice(
    site.indexOf("upstream lapak {"),
    site.indexOf("}", site.indexOf("upstream lapak {")) + 1,
  );
  const servers = upstreams.map((address) => `    server ${address} max_fails=1 fail_timeout=5s;`).join("\n");
  const prefix = mkdtempSync(join(tmpdir(), "lapak-nginx-"));
  mkdirSync(join(prefix, "logs"));
  const port = await freePort();
  const conf = `worker_processes 1;
pid ${prefix}/nginx.pid;
error_log ${prefix}/logs/error.log warn;
events { worker_connections 256; }
http {
  access_log off;
  client_body_temp_path ${prefix}/body;
  proxy_temp_path ${prefix}/proxy;
  ${upstream.replace(/^\s*server 127\.0\.0\.1:300[12].*$/gm, "").replace("upstream lapak {", `upstream lapak {\n${servers}`)}
  server {
    listen 127.0.0.1:${port};
    ${proxy}
  }
}
`;
  writeFileSync(join(prefix, "nginx.conf"), conf);
  const child: ChildProcess = spawn(
    NGINX as string,
    ["-p", prefix, "-c", join(prefix, "nginx.conf"), "-g", "daemon off;"],
    {
      stdio: ["ignore", "ignore", "pipe"],
    },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; ; i++) {
    try {
      await fetch(`${url}/v1/health/live`);
      break;
    } catch {
      if (child.exitCode !== null || i > 100) throw new Error(`nginx did not start: ${stderr}`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  return {
    url,
    async stop() {
      const exited = new Promise((resolve) => child.once("exit", resolve));
      child.kill("SIGQUIT");
      await exited;
      rmSync(prefix, { recursive: true, force: true });
    },
  };
}

/** A free TCP port on 127.0.0.1. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
