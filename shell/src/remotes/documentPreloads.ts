// Whether this document has preloaded files of a remote (a composed page's <link rel="preload">s, or the federation
// runtime's own from preloadRemote). Chromium keeps a preload that failed and hands its failure to the next request
// for the same file: after a failed start, a script of that remote would fail again without reaching the network.
// Such a remote's Retry reloads the page instead (a new document starts with no preloads).
import { remoteEntryOf } from './remoteEntries';

export function documentPreloadedRemote(remote: string, doc: Document = document): boolean {
  const entry = remoteEntryOf(remote);
  if (!entry) return false;
  const folder = new URL('.', new URL(entry, doc.baseURI)).href;
  return Array.from(doc.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).some((link) => link.href.startsWith(folder));
}
