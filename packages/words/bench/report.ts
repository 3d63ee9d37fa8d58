// One `BENCH {json}` line per figure, the format the root `pnpm bench` collects.
export interface BenchFigure {
  name: string;
  value: number;
  unit: string;
  baseline?: string;
  baselineValue?: number;
  ratio?: number;
  goal?: string;
  pass?: boolean;
}

export function report(figure: BenchFigure): void {
  console.log(`BENCH ${JSON.stringify(figure)}`);
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

/** Median wall time of `runs` calls, in milliseconds. */
export function timeMs(runs: number, fn: () => unknown): number {
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const start = process.hrtime.bigint();
    fn();
    times.push(Number(process.hrtime.bigint() - start) / 1e6);
  }
  return median(times);
}
