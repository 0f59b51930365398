// The core's compatibility rule: within a major version the surface only grows, and growth bumps the minor.
import type { CoreSurface } from './coreSurface';

export interface SurfaceSnapshot {
  coreVersion: string;
  surface: CoreSurface;
}

export interface SurfaceDiff {
  /** in the snapshot, gone now */
  removed: string[];
  /** in both, described differently */
  changed: string[];
  /** new since the snapshot */
  added: string[];
}

function entries(surface: CoreSurface): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [section, values] of Object.entries(surface)) {
    for (const [name, description] of Object.entries(values as Record<string, string>)) flat.set(`${section}: ${name}`, description);
  }
  return flat;
}

export function diffSurface(before: CoreSurface, now: CoreSurface): SurfaceDiff {
  const old = entries(before);
  const current = entries(now);
  const diff: SurfaceDiff = { removed: [], changed: [], added: [] };
  for (const [key, description] of old) {
    if (!current.has(key)) diff.removed.push(`${key} (${description})`);
    else if (current.get(key) !== description) diff.changed.push(`${key}: ${description} → ${current.get(key)}`);
  }
  for (const [key, description] of current) if (!old.has(key)) diff.added.push(`${key} (${description})`);
  return diff;
}

function parse(version: string): [number, number, number] {
  const match = /^(\d+)\.(\d+)\.(\d+)$/.exec(version);
  if (!match) throw new Error(`coreVersion "${version}" is not major.minor.patch`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

/**
 * What is wrong with `coreVersion` + `now` against the snapshot, as sentences for the developer (empty: the rule
 * holds). A new major may change anything; within a major nothing may be removed or changed, and growth needs a
 * higher minor than the snapshot's.
 */
export function ruleViolations(snapshot: SurfaceSnapshot, coreVersion: string, now: CoreSurface): string[] {
  const [oldMajor, oldMinor] = parse(snapshot.coreVersion);
  const [major, minor] = parse(coreVersion);
  if (major > oldMajor) return [];
  if (major < oldMajor || (major === oldMajor && minor < oldMinor)) return [`coreVersion ${coreVersion} is lower than the snapshot's ${snapshot.coreVersion}`];
  const diff = diffSurface(snapshot.surface, now);
  const problems: string[] = [];
  if (diff.removed.length || diff.changed.length) {
    problems.push(
      `the core broke its contract within major ${major} (remotes built against ${snapshot.coreVersion} rely on these):\n` +
        [...diff.removed.map((d) => `  removed ${d}`), ...diff.changed.map((d) => `  changed ${d}`)].join('\n') +
        `\nKeep them (add a new name instead), or release a new major (coreVersion ${major + 1}.0.0) with the shell first.`,
    );
  }
  if (diff.added.length && minor === oldMinor) {
    problems.push(`the core grew:\n${diff.added.map((d) => `  added ${d}`).join('\n')}\nbump coreVersion's minor to ${major}.${minor + 1}.0 (the update command does it).`);
  }
  return problems;
}

/** The coreVersion to record with `now`: the minor goes up by one when the surface grew and was not bumped yet. */
export function versionFor(snapshot: SurfaceSnapshot, coreVersion: string, now: CoreSurface): string {
  const [oldMajor, oldMinor] = parse(snapshot.coreVersion);
  const [major, minor] = parse(coreVersion);
  const grew = diffSurface(snapshot.surface, now).added.length > 0;
  return major === oldMajor && minor === oldMinor && grew ? `${major}.${minor + 1}.0` : coreVersion;
}
