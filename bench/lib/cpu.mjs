// CPU time of processes from /proc (Linux; clock ticks of 10 ms): a figure that, unlike throughput, does not
// depend on what else the shared machine runs meanwhile.
import { readdirSync, readFileSync } from 'node:fs';

/** utime + stime of a process in ms, NaN where /proc cannot tell. */
export function cpuMs(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return NaN;
  }
}

/** The CPU time of every PostgreSQL process of the machine (its backends and helpers), in ms; NaN without /proc. */
function postgresCpuMs() {
  let total = 0;
  let seen = false;
  let pids;
  try {
    pids = readdirSync('/proc').filter((name) => /^\d+$/.test(name));
  } catch {
    return NaN;
  }
  for (const pid of pids) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, 'utf8').trim() !== 'postgres') continue;
    } catch {
      continue; // ended meanwhile
    }
    const ms = cpuMs(pid);
    if (Number.isNaN(ms)) continue;
    total += ms;
    seen = true;
  }
  return seen ? total : NaN;
}

/**
 * Starts counting the CPU the server process and PostgreSQL spend; `perRequest(requests)` then gives their ms per
 * request since the start, to one decimal. A backend that ends meanwhile takes its time with it: the bench's
 * connections stay open throughout, so PostgreSQL's figure is a floor.
 */
export function cpuMeter(serverPid) {
  const server = cpuMs(serverPid);
  const postgres = postgresCpuMs();
  const loadGenerator = cpuMs(process.pid);
  const round = (value) => Math.round(value * 10) / 10;
  return {
    perRequest(requests) {
      return {
        serverCpuMs: round((cpuMs(serverPid) - server) / requests),
        postgresCpuMs: round((postgresCpuMs() - postgres) / requests),
        loadGeneratorCpuMs: round((cpuMs(process.pid) - loadGenerator) / requests),
      };
    },
  };
}
