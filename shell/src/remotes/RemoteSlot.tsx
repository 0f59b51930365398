import { Suspense, use, useEffect, useState } from 'react';
import { useStore } from 'react-redux';
import type { InjectableStore } from '@coop/shared';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';
import { PageLoading, RemoteFallback } from './RemoteFallback';
import { remotePages, retryRemote } from './remoteModules';
import { documentPreloadedRemote } from './documentPreloads';
import { RevealWhenShown } from '../prerender/RevealWhenShown';

export class MissingPageError extends Error {
  constructor(remote: string, page: string) {
    super(`${remote} does not expose the page ${page}`);
    this.name = 'MissingPageError';
  }
}

function RemotePage({ remote, page, onShown }: { remote: string; page: string; onShown?: () => void }) {
  const store = useStore() as InjectableStore;
  const pages = use(remotePages(remote, store));
  // Effects run once the Suspense boundary shows this subtree: the remote's page is in the DOM.
  useEffect(() => onShown?.(), [onShown]);
  const Page = pages[page];
  if (!Page) throw new MissingPageError(remote, page);
  // Pages are React.lazy inside the remote: rendered directly, under this slot's Suspense. The prerendered copy of
  // the page, if the document had one, goes in the same commit as the page arrives (a layout effect: no paint and no
  // other script sees both).
  return (
    <RevealWhenShown>
      <Page />
    </RevealWhenShown>
  );
}

export interface RemoteSlotProps {
  remote: string;
  page: string;
  /** a way out on chrome-less routes, where there is no navigation around the fallback */
  homeLink?: { to: string; label: string };
  /** called once the page is on screen (not while its code loads) */
  onShown?: () => void;
}

/** Renders one remote page with its own error boundary, loading state and Retry. */
export function RemoteSlot({ remote, page, homeLink, onShown }: RemoteSlotProps) {
  const [attempt, setAttempt] = useState(0);
  const retry = () => {
    // files of the remote this document preloaded keep their failure in Chromium: only a new document clears them
    if (documentPreloadedRemote(remote)) return window.location.reload();
    retryRemote(remote);
    setAttempt((n) => n + 1);
  };
  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={() => (
        <RevealWhenShown>
          <RemoteFallback onRetry={retry} homeLink={homeLink} />
        </RevealWhenShown>
      )}
    >
      <Suspense fallback={<PageLoading />}>
        <RemotePage remote={remote} page={page} onShown={onShown} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
