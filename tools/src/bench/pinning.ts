/**
 * Pinning the bench children to one CPU per repeat. On the 2-vCPU machine this bench runs on, the two CPUs do not
 * run at the same speed: for minutes at a time one of them runs the same code ~1.45× slower than the other (the
 * limit workload, plain TypeScript, 2.8 against 4.1 million actions per CPU s under `taskset -c 0` and `-c 1`; which
 * CPU is slow changes over time, as a host's other work on a sibling thread would). An unpinned child runs wherever
 * the kernel puts it, so the two sides of a ratio could run on different CPUs, and a single repeat's ratio could move
 * 2× for that alone. Every child's main thread is therefore moved to the same CPU before each repeat (the CPUs taken
 * in turn, repeat by repeat), so the two runs a ratio divides ran on one CPU. Linux only, through util-linux's
 * `taskset`; where it is missing or refuses, the bench runs unpinned and says so.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/** The CPUs of a kernel CPU list such as `0-3,6,8-9`, in order; [] for a list it cannot read. */
export function parseCpuList(text: string): number[] {
  const cpus: number[] = [];
  for (const part of text.trim().split(',')) {
    const m = /^(\d+)(?:-(\d+))?$/.exec(part.trim());
    if (!m) return [];
    const lo = Number(m[1]);
    const hi = m[2] === undefined ? lo : Number(m[2]);
    if (hi < lo) return [];
    for (let c = lo; c <= hi; c++) cpus.push(c);
  }
  return cpus;
}

/** The CPUs a thread may run on (`Cpus_allowed_list` of /proc/<pid>/status), or [] where there is no such file. */
export function allowedCpus(pid: number | 'self' = 'self'): number[] {
  try {
    const m = /^Cpus_allowed_list:\s*(\S+)$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? parseCpuList(m[1]!) : [];
  } catch {
    return [];
  }
}

export interface Pinner {
  /** The CPUs the repeats take in turn. */
  readonly cpus: readonly number[];
  /** Moves the main thread of process `pid` to `cpu`; false if that failed. */
  pin(pid: number, cpu: number): boolean;
}

function taskset(pid: number, cpu: number): boolean {
  try {
    execFileSync('taskset', ['-p', '-c', String(cpu), String(pid)], { stdio: 'ignore', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

/**
 * A pinner over the CPUs this process may use, or null when pinning cannot matter or cannot work: one CPU only, no
 * CPU list to read (not Linux), or `taskset` missing or refusing (tried on this process's own affinity, unchanged).
 * `DECKHAND_BENCH_PIN=0` turns it off (to compare with unpinned runs).
 */
export function cpuPinner(env: NodeJS.ProcessEnv = process.env): Pinner | null {
  if (env.DECKHAND_BENCH_PIN === '0') return null;
  const cpus = allowedCpus();
  if (cpus.length < 2) return null;
  try {
    execFileSync('taskset', ['-p', String(process.pid)], { stdio: 'ignore', timeout: 5000 });
  } catch {
    return null;
  }
  return { cpus, pin: taskset };
}
