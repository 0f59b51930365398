// Machine-wide CPU from /proc/stat (Linux): the CPU time all the machine's cores spent busy in a measured window, so
// a bench can print CPU milliseconds per operation beside its rate: what one operation costs, whoever spends it (the
// API, PostgreSQL, the kernel, the load generator). null where /proc/stat is not there.
import fs from 'node:fs';

/** /proc/stat counts in USER_HZ ticks, 100 a second in Linux's ABI */
const MS_PER_TICK = 10;

export interface CpuSnapshot {
  busyTicks: number;
}

export function cpuSnapshot(): CpuSnapshot | null {
  try {
    const [user, nice, system, , , irq, softirq] = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0].trim().split(/\s+/).slice(1).map(Number);
    // idle, iowait and steal (the hypervisor's) are not this machine's work
    return { busyTicks: user + nice + system + irq + softirq };
  } catch {
    return null;
  }
}

/** busy CPU ms (all cores together) per operation since `start`, for `operations` done in that window */
export function cpuMsPerOperation(start: CpuSnapshot | null, operations: number): number | null {
  const end = cpuSnapshot();
  if (!start || !end || operations <= 0) return null;
  return ((end.busyTicks - start.busyTicks) * MS_PER_TICK) / operations;
}
