import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';

/** Clock ticks per second of /proc's CPU times (USER_HZ, 100 on Linux). */
const TICKS_PER_S = 100;

/** CPU time used so far (ms): by the whole machine, and by processes of each command name. */
export interface CpuReading {
  machineMs: number;
  byCommand: Map<string, number>;
}

/**
 * Reads /proc: the machine's busy time (every CPU, all but idle and iowait) and each process's
 * user + system time grouped by command name (`postgres`, `redis-server`, `node`). Two
 * readings around a phase show where its CPU went; on a two-core machine the app, the
 * database, Redis, the receiver and the load generator share the same cores.
 */
export function readCpu(): CpuReading {
  const byCommand = new Map<string, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    let stat: string;
    try {
      stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
    } catch {
      continue; // ended since the listing
    }
    const command = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(rest[11]) + Number(rest[12]);
    byCommand.set(command, (byCommand.get(command) ?? 0) + (ticks * 1000) / TICKS_PER_S);
  }
  return { machineMs: machineBusyMs(), byCommand };
}

/** The machine's busy time so far (ms, every CPU, all but idle and iowait), from /proc/stat alone. */
function machineBusyMs(): number {
  const [, ...fields] = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/);
  const [user, nice, system, , , irq, softirq, steal] = fields.map(Number) as number[];
  return ((user! + nice! + system! + irq! + softirq! + (steal ?? 0)) * 1000) / TICKS_PER_S;
}

/**
 * Starts watching the machine; the function returned answers the share of every core that was
 * busy since (0–1), whoever used it. A p99 goal depends on that share before anything else.
 */
export function machineBusySince(): () => number {
  const busyBefore = machineBusyMs();
  const started = performance.now();
  return () => (machineBusyMs() - busyBefore) / ((performance.now() - started) * availableParallelism());
}

/**
 * CPU ms per `per` units of work between two readings, for the machine and for the named
 * commands. A process that ended between the readings is not counted under its command, so
 * read around phases whose processes outlive them.
 */
export function cpuBetween(
  before: CpuReading,
  after: CpuReading,
  units: number,
  commands: readonly string[],
  per = 1000,
): { machine: number; byCommand: Record<string, number> } {
  const scale = per / units;
  const byCommand: Record<string, number> = {};
  for (const command of commands)
    byCommand[command] = ((after.byCommand.get(command) ?? 0) - (before.byCommand.get(command) ?? 0)) * scale;
  return { machine: (after.machineMs - before.machineMs) * scale, byCommand };
}

/** CPU time (user + system, ms) one process has used so far, threads included. */
export function processCpuMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(rest[11]) + Number(rest[12])) * 1000) / TICKS_PER_S;
}
