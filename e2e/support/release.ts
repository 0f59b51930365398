// Deploying a remote on its own (ARCHITECTURE §3, README "Deploying a remote on its own"): a build into a
// versioned folder under releases/, and a fingerprint of a build folder to prove nothing else was rebuilt.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { ROOT } from './env';

const run = promisify(execFile);

/** `BUILD_OUT_DIR=<outDir> MFE_RELEASE_LABEL=<label> webpack --mode production` in the remote's package. */
export function buildRemoteRelease(remoteDir: string, outDir: string, label: string): Promise<void> {
  return buildPackage(remoteDir, outDir, { MFE_RELEASE_LABEL: label });
}

/** `BUILD_OUT_DIR=<outDir> webpack --mode production` in a front-end package, with `env` added. */
export async function buildPackage(packageDir: string, outDir: string, env: Record<string, string> = {}): Promise<void> {
  const cwd = path.join(ROOT, packageDir);
  try {
    await run(path.join(cwd, 'node_modules', '.bin', 'webpack'), ['--mode', 'production'], {
      cwd,
      env: { ...process.env, BUILD_OUT_DIR: outDir, ...env },
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`building ${packageDir} into ${outDir} failed:\n${stderr || ''}\n${(stdout || '').slice(-4000)}`);
  }
}

/** file path → sha256 of its content, for every file under `dir` */
export function fingerprintTree(dir: string): Record<string, string> {
  const prints: Record<string, string> = {};
  const walk = (current: string) => {
    for (const entry of fs.readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      if (entry.isDirectory()) walk(full);
      else prints[path.relative(dir, full)] = crypto.createHash('sha256').update(fs.readFileSync(full)).digest('hex');
    }
  };
  walk(dir);
  return prints;
}
