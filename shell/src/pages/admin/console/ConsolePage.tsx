// /dashboard/*, for SA and ADMIN: the back office's console. Its own section navigation, every section a deep link
// (/dashboard/loans/42); the shell's sections and those the remotes register through `./admin`, each section's code
// loaded when it is opened. The breadcrumb and the document title follow the section and its page.
import { useMemo } from 'react';
import { useSelector } from 'react-redux';
import { getRuntimeConfig, Navigate, Route, Routes, selectAuth, useLocation } from '@coop/shared';
import { usePageTrail, type Crumb } from '../../../chrome/pageTrail';
import { PageLoading } from '../../../remotes/RemoteFallback';
import { consoleEntries, isForbiddenSection, panelsStandIn, routeCrumb, splitConsolePath, type ConsoleEntry } from './entries';
import { sectionCounts, type Count, type FigureKey } from './figures';
import { SectionNav } from './SectionNav';
import { CONSOLE_PATH, OVERVIEW, sectionHref } from './sections';
import { SectionView } from './SectionView';
import { UnknownSection } from './UnknownSection';
import { FiguresProvider, knownCount, useFigures } from './useConsoleFigures';
import { useRemoteAdmins, type RemoteAdminState } from './useRemoteAdmins';
import styles from './ConsolePage.module.css';

export const SECTION_NOT_FOUND = 'Section not found';

const OVERVIEW_ENTRY: ConsoleEntry = { ...OVERVIEW, source: { kind: 'shell', component: OVERVIEW.component } };

function trailFor(segment: string, rest: string, entry: ConsoleEntry | undefined, settling: boolean): Crumb[] {
  const trail: Crumb[] = [{ label: 'Dashboard', to: CONSOLE_PATH }];
  if (!segment) return trail;
  if (!entry) return [...trail, { label: settling ? 'Loading…' : SECTION_NOT_FOUND }];
  trail.push({ label: entry.title, to: sectionHref(entry.path) });
  const crumb = rest ? routeCrumb(entry.routes, rest) : null;
  return crumb ? [...trail, { label: crumb }] : trail;
}

function ConsoleNav({ entries, current }: { entries: ConsoleEntry[]; current: string | null }) {
  const { figures } = useFigures();
  const counts = useMemo(() => {
    const known: Partial<Record<FigureKey, Count>> = {};
    for (const [key, state] of Object.entries(figures)) {
      const count = knownCount(state);
      if (count) known[key as FigureKey] = count;
    }
    return sectionCounts(known);
  }, [figures]);
  return <SectionNav entries={entries} current={current} counts={counts} />;
}

/** A path no section of this administrator's list answers. */
function Elsewhere({ segment, rest, states, settling }: { segment: string; rest: string; states: Record<string, RemoteAdminState>; settling: boolean }) {
  const { role } = useSelector(selectAuth).user ?? {};
  if (isForbiddenSection(segment, role)) return <Navigate to={CONSOLE_PATH} replace />;
  const standIn = panelsStandIn(segment, states);
  if (standIn) return <Navigate to={sectionHref(rest ? `${standIn}/${rest}` : standIn)} replace />;
  if (settling) return <PageLoading label="Loading the console…" />;
  return <UnknownSection segment={segment} />;
}

export default function ConsolePage() {
  const { user } = useSelector(selectAuth);
  const { pathname } = useLocation();
  const { states, retry } = useRemoteAdmins();
  const entries = useMemo(() => consoleEntries(user?.role, states), [user?.role, states]);
  const [segment, rest] = splitConsolePath(pathname, CONSOLE_PATH);
  const entry = entries.find((e) => e.path === segment);
  const settling = Object.values(states).some((s) => s.status === 'loading');
  const trail = trailFor(segment, rest, entry, settling);
  usePageTrail(trail);
  const heading = segment ? trail[trail.length - 1].label : 'Dashboard';

  return (
    <FiguresProvider reloadKey={segment}>
      <div className={styles.console}>
        <header className={styles.header}>
          <h1 className={styles.title}>{heading}</h1>
          {!segment && (
            <p className={styles.intro}>
              {user ? `Welcome, ${user.first_name || user.name}. ` : ''}What needs you at {getRuntimeConfig().societyName}, and how it is growing.
            </p>
          )}
        </header>
        <div className={styles.layout}>
          <ConsoleNav entries={entries} current={entry || !segment ? segment : null} />
          <div className={styles.content}>
            <Routes>
              <Route index element={<SectionView key="" entry={OVERVIEW_ENTRY} onRetry={retry} />} />
              {entries.map((e) => (
                <Route key={e.path} path={`${e.path}/*`} element={<SectionView key={e.path} entry={e} onRetry={retry} />} />
              ))}
              <Route path="*" element={<Elsewhere segment={segment} rest={rest} states={states} settling={settling} />} />
            </Routes>
          </div>
        </div>
      </div>
    </FiguresProvider>
  );
}
