// The remotes' jest kit: fetch fakes for shared's http client, the alert modal, signed-in users, and a page
// rendered the way the shell mounts it. Test code only; nothing in src imports it.
export * from './alert';
export * from './containerName';
export * from './fetchMock';
export * from './renderPage';
export * from './users';
