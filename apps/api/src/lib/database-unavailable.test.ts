import { type AddressInfo, createServer, type Server, type Socket } from "node:net";
import { DrizzleQueryError } from "drizzle-orm";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { AppError } from "./app-error";
import {
  DATABASE_RETRY_AFTER_S,
  databaseConnectionFailure,
  databaseErrorForLog,
  databaseQueryError,
  databaseUnavailable,
} from "./database-unavailable";

/** An error as node-postgres builds it from a server's ErrorResponse, with its SQLSTATE. */
function serverError(code: string, message: string): Error {
  const error = new pg.DatabaseError(message, message.length, "error");
  error.code = code;
  return error;
}

/** What drizzle throws around a failed pg query: the SQL and its parameters in the message. */
const wrapped = (cause: Error) =>
  new DrizzleQueryError('select * from "users" where "email" = $1', ["budi@contoh.id"], cause);

const servers: Server[] = [];
const sockets: Socket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.destroy();
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => server.close(resolve))));
});

/** A local port that refuses connections (it listened once, then closed). */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A local port that accepts connections and never answers, like a host lost in a failover. */
async function silentPort(): Promise<number> {
  const server = createServer((socket) => void sockets.push(socket));
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return (server.address() as AddressInfo).port;
}

describe("databaseConnectionFailure", () => {
  it("recognises a server that is stopping, crashed, starting up or full", () => {
    for (const [code, message] of [
      ["57P01", "terminating connection due to administrator command"],
      ["57P02", "terminating connection due to crash of another server process"],
      ["57P03", "the database system is starting up"],
      ["53300", "sorry, too many clients already"],
      ["08006", "connection failure"],
      ["08001", "could not connect to server"],
    ]) {
      const error = serverError(code as string, message as string);
      expect(databaseConnectionFailure(error), code).toBe(error);
      expect(databaseConnectionFailure(wrapped(error)), `${code} inside drizzle`).toBe(error);
    }
  });

  it("recognises node-postgres's own words for a lost or missing connection", () => {
    for (const message of [
      "Connection terminated unexpectedly",
      "Connection terminated",
      "Connection terminated due to connection timeout",
      "timeout exceeded when trying to connect",
      "Client has encountered a connection error and is not queryable",
      "Client was closed and is not queryable",
    ]) {
      expect(databaseConnectionFailure(wrapped(new Error(message))), message).toBeInstanceOf(Error);
    }
  });

  it("recognises socket errors, also inside an AggregateError (a host with several addresses)", () => {
    for (const code of ["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EHOSTUNREACH", "ENOTFOUND", "EAI_AGAIN"]) {
      const error = Object.assign(new Error(`connect ${code} 10.0.0.5:5432`), { code });
      expect(databaseConnectionFailure(error), code).toBe(error);
    }
    const refused = Object.assign(new Error("connect ECONNREFUSED ::1:5432"), { code: "ECONNREFUSED" });
    expect(databaseConnectionFailure(new AggregateError([refused], ""))).toBe(refused);
  });

  it("recognises what pg really throws when nothing listens", async () => {
    const client = new pg.Client({ host: "127.0.0.1", port: await closedPort(), user: "lapak", database: "lapak" });
    const error = await client.connect().then(
      () => null,
      (caught: unknown) => caught,
    );
    expect(databaseConnectionFailure(error)).toBe(error);
  });

  it("recognises what the pool really throws when the server never answers", async () => {
    const pool = new pg.Pool({
      host: "127.0.0.1",
      port: await silentPort(),
      user: "lapak",
      database: "lapak",
      connectionTimeoutMillis: 100,
    });
    const error = await pool.query("select 1").then(
      () => null,
      (caught: unknown) => caught,
    );
    await pool.end();
    expect(error).toBeInstanceOf(Error);
    expect(databaseConnectionFailure(error)).toBe(error);
  });

  it("leaves every other failure alone: those stay 4xx or 500", () => {
    for (const error of [
      serverError("23505", 'duplicate key value violates unique constraint "users_email_unique"'),
      serverError("42P01", 'relation "users" does not exist'),
      serverError("57014", "canceling statement due to statement timeout"),
      serverError("40001", "could not serialize access due to concurrent update"),
      serverError("28P01", 'password authentication failed for user "lapak"'),
      new TypeError("Cannot read properties of undefined (reading 'id')"),
      Object.assign(new Error("ENOENT: no such file or directory"), { code: "ENOENT" }),
      new AppError("service_unavailable", "Layanan sedang tidak tersedia sementara."),
    ]) {
      expect(databaseConnectionFailure(error), error.message).toBeUndefined();
      expect(databaseConnectionFailure(wrapped(error)), `${error.message} inside drizzle`).toBeUndefined();
    }
    for (const value of [undefined, null, "ECONNREFUSED", { code: "ECONNREFUSED" }]) {
      expect(databaseConnectionFailure(value)).toBeUndefined();
    }
  });

  it("stops on an error that wraps itself", () => {
    const error = new Error("loop");
    error.cause = error;
    expect(databaseConnectionFailure(error)).toBeUndefined();
  });
});

describe("databaseErrorForLog", () => {
  it("keeps the type, code and message, and drops the client node-postgres hangs on the error", () => {
    const error = Object.assign(serverError("57P01", "terminating connection due to administrator command"), {
      client: { connectionParameters: { password: "rahasia-db" } },
    });

    const logged = databaseErrorForLog(error);

    expect(logged).toEqual({
      type: "DatabaseError",
      code: "57P01",
      message: "terminating connection due to administrator command",
    });
    expect(JSON.stringify(logged)).not.toContain("rahasia-db");
  });

  it("drops the value a data error's message quotes", () => {
    const error = serverError("22P02", 'invalid input syntax for type integer: "budi@contoh.id"');

    expect(databaseErrorForLog(error)).toEqual({
      type: "DatabaseError",
      code: "22P02",
      message: 'invalid input syntax for type integer: "…"',
    });
  });
});

describe("databaseQueryError", () => {
  it("finds the driver's error under drizzle's wrapper, whose message lists the parameters", () => {
    const unique = Object.assign(
      serverError("23505", 'duplicate key value violates unique constraint "users_email_unique"'),
      {
        severity: "ERROR",
        detail: "Key (email)=(budi@contoh.id) already exists.",
      },
    );

    const found = databaseQueryError(new Error("checkout failed", { cause: wrapped(unique) }));

    expect(found).toBe(unique);
    expect(JSON.stringify(databaseErrorForLog(found as Error))).not.toContain("budi@contoh.id");
  });

  it("is undefined for an error that has nothing to do with the database", () => {
    expect(databaseQueryError(new TypeError("Cannot read properties of undefined"))).toBeUndefined();
    expect(databaseQueryError("not an error")).toBeUndefined();
  });
});

describe("databaseUnavailable", () => {
  it("is a 503 in Indonesian that asks to come back in a few seconds", () => {
    const error = databaseUnavailable();
    expect(error.status).toBe(503);
    expect(error.code).toBe("service_unavailable");
    expect(error.message).toBe("Layanan sedang tidak tersedia sementara. Coba lagi beberapa saat lagi.");
    expect(error.options.retryAfter).toBe(DATABASE_RETRY_AFTER_S);
  });
});
