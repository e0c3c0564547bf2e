// A process and all its descendants, read from Linux /proc (used by the benchmarks).
// Read synchronously: the files are tiny, and awaited reads cost several times the CPU per sample,
// taken from the very builds the benchmarks measure.
import { readdirSync, readFileSync } from "node:fs";

/** Processes under `rootPid` (inclusive), root first: pid, resident set (bytes), CPU ticks so far. */
export function processTree(rootPid) {
  const children = new Map();
  const info = new Map();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const pid = Number(entry);
      const ppid = Number(fields[1]);
      info.set(pid, { rss: Number(fields[21]) * 4096, cpuTicks: Number(fields[11]) + Number(fields[12]) });
      if (!children.has(ppid)) children.set(ppid, []);
      children.get(ppid).push(pid);
    } catch {
      /* the process ended while we looked */
    }
  }
  const tree = [];
  const stack = [rootPid];
  while (stack.length) {
    const pid = stack.pop();
    if (info.has(pid)) tree.push({ pid, ...info.get(pid) });
    stack.push(...(children.get(pid) ?? []));
  }
  return tree;
}

/** Sum of the resident memory of a process and all its descendants, in bytes. */
export function treeRss(rootPid) {
  return processTree(rootPid).reduce((sum, process) => sum + process.rss, 0);
}
