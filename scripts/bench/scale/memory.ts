/** The server's resident memory (VmRSS), sampled every 100 ms, with its peak per phase of the run. */
import { readFileSync } from "node:fs";

export interface PhaseMemory {
  phase: string;
  /** RSS when the phase began, and the highest sample during it (MB). */
  startMb: number;
  peakMb: number;
}

/** VmRSS of `pid` in MB; NaN when the process is gone or /proc is missing. */
export function rssMb(pid: number): number {
  try {
    const status = readFileSync(`/proc/${pid}/status`, "utf8");
    const kb = /VmRSS:\s+(\d+)\s+kB/.exec(status)?.[1];
    return kb ? Number(kb) / 1024 : NaN;
  } catch {
    return NaN;
  }
}

export class MemorySampler {
  readonly phases: PhaseMemory[] = [];
  private current?: PhaseMemory;
  private timer: NodeJS.Timeout;

  constructor(private readonly pid: number) {
    this.timer = setInterval(() => this.sample(), 100);
    this.timer.unref();
  }

  private sample(): number {
    const mb = rssMb(this.pid);
    if (this.current && mb > this.current.peakMb) this.current.peakMb = mb;
    return mb;
  }

  /** Runs `fn` as the phase `name`: its peak is the highest RSS seen while it ran. */
  async phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
    const startMb = rssMb(this.pid);
    const phase: PhaseMemory = { phase: name, startMb, peakMb: startMb };
    this.phases.push(phase);
    this.current = phase;
    try {
      return await fn();
    } finally {
      this.sample();
      this.current = undefined;
    }
  }

  stop(): void {
    clearInterval(this.timer);
  }
}
