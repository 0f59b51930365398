// The console's figures, read when it opens, again on a change of section once they are FRESH_MS old (a decision
// made in one shows in the badges without eight requests on every click), and at once when a section calls
// `refresh()` after a decision of its own; shared by the section navigation and the overview through a context.
import { createContext, useCallback, useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { errorMessage } from '@coop/shared';
import { FIGURE_SOURCES, type Count, type FigureKey } from './figures';

export type FigureState = { status: 'loading'; last?: Count } | { status: 'ready'; count: Count } | { status: 'error'; message: string };

export interface ConsoleFigures {
  figures: Partial<Record<FigureKey, FigureState>>;
  refresh: () => void;
}

const Figures = createContext<ConsoleFigures>({ figures: {}, refresh: () => undefined });

export function useFigures(): ConsoleFigures {
  return useContext(Figures);
}

export const FRESH_MS = 15_000;

function useLoadFigures(reloadKey: string): ConsoleFigures {
  const [figures, setFigures] = useState<Partial<Record<FigureKey, FigureState>>>({});
  const [attempt, setAttempt] = useState(0);
  const loaded = useRef<{ at: number; attempt: number } | null>(null);

  useEffect(() => {
    const last = loaded.current;
    if (last && last.attempt === attempt && Date.now() - last.at < FRESH_MS) return undefined;
    const controller = new AbortController();
    let unsettled = FIGURE_SOURCES.length;
    const settled = () => {
      unsettled -= 1;
      if (unsettled === 0 && !controller.signal.aborted) loaded.current = { at: Date.now(), attempt };
    };
    const set = (patch: Partial<Record<FigureKey, FigureState>>) => !controller.signal.aborted && setFigures((f) => ({ ...f, ...patch }));
    setFigures((f) => {
      const loading: Partial<Record<FigureKey, FigureState>> = {};
      for (const source of FIGURE_SOURCES) {
        for (const key of source.keys) {
          const was = f[key];
          loading[key] = { status: 'loading', last: was?.status === 'ready' ? was.count : was?.status === 'loading' ? was.last : undefined };
        }
      }
      return loading;
    });
    for (const source of FIGURE_SOURCES) {
      source
        .load(controller.signal)
        .then(
          (counts) => set(Object.fromEntries(source.keys.map((key) => [key, counts[key] ? { status: 'ready', count: counts[key] } : { status: 'error', message: 'Not available' }]))),
          (error: unknown) => set(Object.fromEntries(source.keys.map((key) => [key, { status: 'error', message: errorMessage(error) }]))),
        )
        .finally(settled);
    }
    // an unfinished load is dropped and not counted fresh: the next change of section reads again
    return () => controller.abort();
  }, [reloadKey, attempt]);

  const refresh = useCallback(() => setAttempt((n) => n + 1), []);
  return { figures, refresh };
}

export function FiguresProvider({ reloadKey, children }: { reloadKey: string; children: ReactNode }) {
  return <Figures.Provider value={useLoadFigures(reloadKey)}>{children}</Figures.Provider>;
}

/** the figure as far as it is known: a reloading figure keeps showing its last value */
export function knownCount(state: FigureState | undefined): Count | undefined {
  if (!state) return undefined;
  if (state.status === 'ready') return state.count;
  return state.status === 'loading' ? state.last : undefined;
}
