/** median and p95 in ms of `runs` sequential calls, after 5 warm-up calls */
export async function timeIt(fn: () => Promise<unknown>, runs: number): Promise<{ median: number; p95: number }> {
  for (let i = 0; i < 5; i++) await fn();
  const samples: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = process.hrtime.bigint();
    await fn();
    samples.push(Number(process.hrtime.bigint() - t0) / 1e6);
  }
  samples.sort((a, b) => a - b);
  return { median: samples[Math.floor(runs / 2)], p95: samples[Math.floor(runs * 0.95)] };
}
