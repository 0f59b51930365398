// `core-surface:update` (jest runs this file alone): records the core's surface in core-surface.json, bumping
// package.json "coreVersion" to the next minor when the surface grew; refuses a breaking change within a major.
import { describeCoreSurface } from './coreSurface';
import { readCoreVersion, readSnapshot, writeCoreVersion, writeSnapshot } from './surfaceFiles';
import { ruleViolations, versionFor } from './surfaceRule';

it('records the surface of @coop/shared/core in core-surface.json', () => {
  const now = describeCoreSurface();
  const snapshot = readSnapshot() ?? { coreVersion: readCoreVersion(), surface: now };
  const version = versionFor(snapshot, readCoreVersion(), now);
  const problems = ruleViolations(snapshot, version, now);
  if (problems.length) throw new Error(problems.join('\n\n'));
  writeCoreVersion(version);
  writeSnapshot({ coreVersion: version, surface: now });
});
