// The /signin size guard (README "Tests"): the JS the browser fetches for /signin (gzip, as transferred) may grow
// by at most TOLERANCE_BYTES over the recorded baseline, e2e/size-baseline.json. Raising the baseline is a
// decision: edit the file on purpose, in the same commit as the change that needs the bytes, with its reason.
import fs from 'node:fs';
import path from 'node:path';

export const BASELINE_FILE = process.env.SIZE_BASELINE_FILE ? path.resolve(process.env.SIZE_BASELINE_FILE) : path.join(__dirname, '..', 'size-baseline.json');
export const TOLERANCE_BYTES = 5 * 1024;

export interface SizeBaseline {
  /** /signin's JS, gzip bytes, requested before the Sign In button is in the DOM */
  signinJsGzipBytes: number;
  /** why the figure is what it is (what the last change to it added or removed) */
  reason: string;
}

export function readBaseline(file = BASELINE_FILE): SizeBaseline {
  const baseline = JSON.parse(fs.readFileSync(file, 'utf8')) as SizeBaseline;
  if (!Number.isInteger(baseline.signinJsGzipBytes) || baseline.signinJsGzipBytes <= 0 || !baseline.reason?.trim()) {
    throw new Error(`${file}: needs a positive integer "signinJsGzipBytes" and a "reason"`);
  }
  return baseline;
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** null when `measured` is within the tolerance, else the message that fails the check. */
export function sizeProblem(measured: number, baseline: SizeBaseline, file = BASELINE_FILE): string | null {
  const growth = measured - baseline.signinJsGzipBytes;
  if (growth <= TOLERANCE_BYTES) return null;
  return [
    `/signin's JS grew to ${kb(measured)} gzip (${measured} bytes): +${kb(growth)} over the baseline ${kb(baseline.signinJsGzipBytes)} (${baseline.signinJsGzipBytes} bytes), more than the ${kb(TOLERANCE_BYTES)} allowed.`,
    `Make /signin load only what it uses (npm run bench lists every chunk and what it holds), or, if the bytes are worth it,`,
    `update ${path.relative(path.join(__dirname, '..', '..'), file)} on purpose in the same commit: "signinJsGzipBytes": ${measured} and a "reason" saying why.`,
  ].join('\n');
}
