/** CPU time from /proc (Linux): how busy each server and the load generator were during a run. */
import { readFileSync, readdirSync } from "node:fs";
import { spawnSync } from "node:child_process";

const TICKS = Number(spawnSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).stdout) || 100;

/** The fields after "(comm) " of /proc/<pid>/stat, or undefined when it is gone. */
function stat(pid: string): string[] | undefined {
  try {
    return readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ");
  } catch {
    return undefined;
  }
}

/** CPU seconds used so far by a process and its direct children (nginx's workers); NaN without /proc. */
export function processCpuSeconds(pid: number | undefined): number {
  const own = pid === undefined ? undefined : stat(String(pid));
  if (!own) return NaN;
  // After "(comm) ": state ppid … utime (index 11) stime (index 12).
  let ticks = Number(own[11]) + Number(own[12]);
  for (const id of readdirSync("/proc")) {
    const fields = /^\d+$/.test(id) && id !== String(pid) ? stat(id) : undefined;
    if (fields && Number(fields[1]) === pid) ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks / TICKS;
}

/** CPU seconds of this process's children that have ended (cutime + cstime): the load generator's, measured around its run. */
export function endedChildrenCpuSeconds(): number {
  const own = stat("self");
  return own ? (Number(own[13]) + Number(own[14])) / TICKS : NaN;
}
