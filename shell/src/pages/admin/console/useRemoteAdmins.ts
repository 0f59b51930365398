// Every remote's `./admin` module, loaded when the console opens (it only holds lazy components: a section's code
// loads when the section is opened). Each remote settles on its own; a down one can be retried alone.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useStore } from 'react-redux';
import { getRuntimeConfig, type InjectableStore, type RemoteAdmin } from '@coop/shared';
import { remoteAdmin, retryRemote } from '../../../remotes/remoteModules';
import { expectedRemoteSections } from './sections';

export type RemoteAdminState = { status: 'loading' } | { status: 'ready'; admin: RemoteAdmin } | { status: 'down' };

/** The deployed remotes (mf-config.json), then any remote a section is expected from (not deployed: down). */
export function consoleRemotes(): string[] {
  const names = getRuntimeConfig().remotes.map((r) => r.name);
  return [...new Set([...names, ...expectedRemoteSections().map((s) => s.remote)])];
}

export function useRemoteAdmins(): { states: Record<string, RemoteAdminState>; retry: (remote: string) => void } {
  const store = useStore() as InjectableStore;
  const remotes = useMemo(consoleRemotes, []);
  const [states, setStates] = useState<Record<string, RemoteAdminState>>(() => Object.fromEntries(remotes.map((name) => [name, { status: 'loading' }])));
  const active = useRef(true);

  const load = useCallback(
    (name: string) => {
      setStates((s) => ({ ...s, [name]: { status: 'loading' } }));
      remoteAdmin(name, store).then(
        (admin) => active.current && setStates((s) => ({ ...s, [name]: admin && typeof admin === 'object' ? { status: 'ready', admin } : { status: 'down' } })),
        () => active.current && setStates((s) => ({ ...s, [name]: { status: 'down' } })),
      );
    },
    [store],
  );

  useEffect(() => {
    active.current = true;
    remotes.forEach(load);
    return () => {
      active.current = false;
    };
  }, [remotes, load]);

  const retry = useCallback(
    (name: string) => {
      retryRemote(name);
      load(name);
    },
    [load],
  );

  return { states, retry };
}
