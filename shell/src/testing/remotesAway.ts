// The remote loader for the tests of the console's own sections (Members, Approvals, Audit, Settings,
// Administrators): no remote loads, so a page shows the shell's section alone. A test takes it with
//   jest.mock('../../../remotes/remoteLoader', () => jest.requireActual('../../../testing/remotesAway'));
export const loadFeature = jest.fn(async () => ({ key: 'x', reducer: (s = {}) => s }));
export const loadPages = jest.fn();
export const loadAdmin = jest.fn(async () => {
  throw new Error('down');
});
export const resetRemote = jest.fn();
export const isRemoteRegistered = jest.fn(() => false);
