import { readFileSync } from "node:fs";

/** What is assumed where /proc is not there to ask (not Linux): the usual default soft limit. */
const ASSUMED_OPEN_FILE_LIMIT = 1024;

/**
 * How many files and sockets this process may hold open: the soft RLIMIT_NOFILE. Node itself raises
 * the soft limit to the hard one when it starts (PlatformInit in node.cc), so what this reads is
 * already the most the process can get; Node has no setrlimit, and none is needed.
 */
export function openFileLimit(): number {
  try {
    const line = readFileSync("/proc/self/limits", "utf8")
      .split("\n")
      .find((entry) => entry.startsWith("Max open files"));
    const soft = line?.split(/\s{2,}/)[1];
    if (soft === "unlimited") return Number.MAX_SAFE_INTEGER;
    const limit = Number(soft);
    return Number.isSafeInteger(limit) && limit > 0 ? limit : ASSUMED_OPEN_FILE_LIMIT;
  } catch {
    return ASSUMED_OPEN_FILE_LIMIT;
  }
}
