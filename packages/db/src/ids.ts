import { v7 } from "uuid";

/** A new UUIDv7: time-ordered, 74 random bits, safe to show in a URL. */
export function newId(): string {
  return v7();
}
