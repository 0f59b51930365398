// A page that owns subpaths (the console) tells the chrome where the person is: the breadcrumb's trail beneath the
// route's own crumb, and the document title (its last item). Without a provider only the title follows.
import { createContext, useContext, useEffect, useState, type ReactNode } from 'react';
import { getRuntimeConfig } from '@coop/shared';

export interface Crumb {
  label: string;
  /** a link for every item but the current one */
  to?: string;
}

const SetTrail = createContext<((trail: Crumb[] | null) => void) | null>(null);
const Trail = createContext<Crumb[] | null>(null);

export function PageTrailProvider({ children }: { children: ReactNode }) {
  const [trail, setTrail] = useState<Crumb[] | null>(null);
  return (
    <SetTrail.Provider value={setTrail}>
      <Trail.Provider value={trail}>{children}</Trail.Provider>
    </SetTrail.Provider>
  );
}

/** the trail the page on screen set, or null (the chrome shows the route's crumb) */
export function useCurrentTrail(): Crumb[] | null {
  return useContext(Trail);
}

/** Sets the breadcrumb's trail and the document title while the calling page is on screen. */
export function usePageTrail(trail: Crumb[]): void {
  const setTrail = useContext(SetTrail);
  const key = JSON.stringify(trail);
  useEffect(() => {
    const items = JSON.parse(key) as Crumb[];
    setTrail?.(items);
    const last = items[items.length - 1];
    if (last) document.title = `${last.label} · ${getRuntimeConfig().societyName}`;
  }, [key, setTrail]);
  useEffect(() => () => setTrail?.(null), [setTrail]);
}
