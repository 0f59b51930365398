// The core's compatibility rule (ARCHITECTURE §5, src/core/index.ts): the shell provides one @coop/shared/core
// and remotes built against any minor of the same major use it. So within a major the core only grows: nothing
// in core-surface.json may disappear or change, and a surface that grew needs a higher minor in
// package.json "coreVersion". After adding to the core, record it (bumps the minor when needed):
//   npx pnpm@9.15.9 --filter @coop/shared run core-surface:update
import { describeCoreSurface, type CoreSurface } from './coreSurface';
import { readCoreVersion, readSnapshot, SNAPSHOT_FILE, UPDATE_COMMAND } from './surfaceFiles';
import { diffSurface, ruleViolations, versionFor, type SurfaceSnapshot } from './surfaceRule';

describe('the surface of @coop/shared/core', () => {
  const now = describeCoreSurface();
  const recorded = (): SurfaceSnapshot => {
    const snapshot = readSnapshot();
    if (!snapshot) throw new Error(`${SNAPSHOT_FILE} is missing: ${UPDATE_COMMAND}`);
    return snapshot;
  };

  it('keeps everything of its major and bumps the minor when it grows', () => {
    const problems = ruleViolations(recorded(), readCoreVersion(), now);
    if (problems.length) throw new Error(problems.join('\n\n'));
  });

  it(`is the one core-surface.json describes (else: ${UPDATE_COMMAND})`, () => {
    const snapshot = recorded();
    expect({ coreVersion: readCoreVersion(), ...diffSurface(snapshot.surface, now) }).toEqual({ coreVersion: snapshot.coreVersion, removed: [], changed: [], added: [] });
  });

  it('lists the session, navigation and alert pieces every remote uses', () => {
    expect(now.actionTypes).toMatchObject({ loginSuccess: 'auth/loginSuccess', logout: 'auth/logout', alertError: 'alert/alertError' });
    expect(now.constants).toMatchObject({ 'STORAGE_KEYS.user': '"user"', 'STORAGE_KEYS.lastUrl': '"lasturl"', AUTH_KEY: '"auth"', ALERT_KEY: '"alert"' });
    expect(now.exports).toMatchObject({ navigate: 'function', HttpError: 'class', 'http.post': 'function', createInjectableStore: 'function' });
    expect(now.state).toMatchObject({ 'auth.loggedIn': 'boolean', 'alert.message': 'string' });
    expect(now.types).toMatchObject({ SessionUser: 'type', 'RequestOptions.idempotencyKey': 'optional', 'RemoteFeature.key': 'required' });
  });
});

describe('the compatibility rule', () => {
  const base: CoreSurface = {
    exports: { navigate: 'function', logout: 'action' },
    actionTypes: { logout: 'auth/logout' },
    constants: { 'STORAGE_KEYS.user': '"user"' },
    state: { 'auth.loggedIn': 'boolean' },
    types: { 'RequestOptions.query': 'optional' },
  };
  const snapshot: SurfaceSnapshot = { coreVersion: '1.2.0', surface: base };
  const grown: CoreSurface = { ...base, exports: { ...base.exports, sessionRenewed: 'action' }, actionTypes: { ...base.actionTypes, sessionRenewed: 'auth/sessionRenewed' } };

  it('holds for the same surface and for growth with a higher minor', () => {
    expect(ruleViolations(snapshot, '1.2.0', base)).toEqual([]);
    expect(ruleViolations(snapshot, '1.3.0', grown)).toEqual([]);
  });

  it('fails growth without a higher minor, and the update bumps it', () => {
    expect(ruleViolations(snapshot, '1.2.1', grown)).toEqual([expect.stringContaining("bump coreVersion's minor to 1.3.0")]);
    expect(versionFor(snapshot, '1.2.0', grown)).toBe('1.3.0');
    expect(versionFor(snapshot, '1.3.0', grown)).toBe('1.3.0');
    expect(versionFor(snapshot, '1.2.0', base)).toBe('1.2.0');
  });

  it('fails a removal, a renamed action type or a changed storage key within the major, whatever the minor', () => {
    const { navigate: _removed, ...withoutNavigate } = base.exports;
    const broken: CoreSurface = { ...base, exports: withoutNavigate, actionTypes: { logout: 'auth/signOut' }, constants: { 'STORAGE_KEYS.user': '"member"' } };
    const [problem] = ruleViolations(snapshot, '1.9.0', broken);
    expect(problem).toContain('removed exports: navigate (function)');
    expect(problem).toContain('changed actionTypes: logout: auth/logout → auth/signOut');
    expect(problem).toContain('changed constants: STORAGE_KEYS.user: "user" → "member"');
  });

  it('lets a new major change anything, and refuses a version below the snapshot', () => {
    expect(ruleViolations(snapshot, '2.0.0', { ...base, exports: {} })).toEqual([]);
    expect(ruleViolations(snapshot, '1.1.0', base)).toEqual(['coreVersion 1.1.0 is lower than the snapshot\'s 1.2.0']);
  });
});
