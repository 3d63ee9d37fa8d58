// CPU time of processes, read from Linux /proc: steadier than any rate on a shared machine,
// because other jobs slow a process down without adding to the time it spends on the CPU.
import { readdirSync, readFileSync } from "node:fs";

/** CPU seconds (user + system) a process has used so far; NaN when it can't be read. */
export function cpuSecondsOf(pid: number | undefined): number {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.split(" ") ?? [];
    // utime and stime, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return Number.NaN;
  }
}

/**
 * CPU seconds used so far by the PostgreSQL backends connected to one database (their
 * process titles name it). Backends that exit between two readings drop out, so both
 * readings should be taken while the same connections are open.
 */
export function databaseCpuSeconds(database: string): number {
  let total = 0;
  for (const pid of readdirSync("/proc")) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const title = readFileSync(`/proc/${pid}/cmdline`, "utf8");
      if (title.startsWith("postgres:") && title.split(" ").includes(database))
        total += cpuSecondsOf(Number(pid));
    } catch {
      // The process ended while we looked.
    }
  }
  return total;
}

/** A process's resident memory in megabytes (VmRSS); NaN when it can't be read. */
export function residentMegabytes(pid: number | undefined): number {
  try {
    const line = readFileSync(`/proc/${pid}/status`, "utf8")
      .split("\n")
      .find((l) => l.startsWith("VmRSS:"));
    return Number(line?.match(/(\d+)/)?.[1]) / 1024;
  } catch {
    return Number.NaN;
  }
}
