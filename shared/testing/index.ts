// The remotes' jest kit: fetch fakes for shared's http client, the alert modal, signed-in users, the API's answer to
// a proposal, and a page rendered the way the shell mounts it. Test code only; nothing in src imports it.
export * from './alert';
export * from './containerName';
export * from './fetchMock';
export * from './proposals';
export * from './remoteManifest';
export * from './renderPage';
export * from './users';
