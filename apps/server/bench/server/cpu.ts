import { readFileSync } from 'node:fs';

/** Clock ticks per second of /proc's utime/stime (USER_HZ; 100 on every mainstream Linux). */
const USER_HZ = 100;

/**
 * CPU time (user + system, ms) a process has used so far, read from /proc/<pid>/stat, so a server process needs no
 * code of its own to report it and both servers are measured the same way. NaN where /proc does not exist.
 */
export function cpuMsOf(pid: number): number {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces; the fields we want are counted from after its closing ')'.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    return ((utime + stime) * 1000) / USER_HZ;
  } catch {
    return NaN;
  }
}
