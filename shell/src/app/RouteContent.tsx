import { Suspense } from 'react';
import { PageLoading } from '../remotes/RemoteFallback';
import { RemoteSlot } from '../remotes/RemoteSlot';
import type { RouteEntry } from '../routes/routeTable';
import { SHELL_PAGES } from './shellPages';

/** What one route renders: a shell page, or a remote's page in its slot. */
export function RouteContent({ route }: { route: RouteEntry }) {
  if (route.remote === 'shell') {
    const Page = SHELL_PAGES[route.page];
    return (
      <Suspense fallback={<PageLoading />}>
        <Page />
      </Suspense>
    );
  }
  const homeLink = route.chrome === 'none' ? { to: '/', label: 'Go to the home page' } : undefined;
  return <RemoteSlot remote={route.remote} page={route.page} homeLink={homeLink} />;
}
