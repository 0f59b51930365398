import { useSyncExternalStore } from 'react';

/** Breakpoints of the spec (§9): small below 768 px, medium below 1200 px. */
export const BREAKPOINTS = { medium: 768, large: 1200 } as const;

function query(media: string): MediaQueryList | null {
  return typeof window !== 'undefined' && typeof window.matchMedia === 'function' ? window.matchMedia(media) : null;
}

/** true while the media query matches; `fallback` where matchMedia does not exist (server, old jsdom). */
export function useMediaQuery(media: string, fallback = false): boolean {
  return useSyncExternalStore(
    (notify) => {
      const list = query(media);
      if (!list) return () => {};
      list.addEventListener('change', notify);
      return () => list.removeEventListener('change', notify);
    },
    () => query(media)?.matches ?? fallback,
    () => fallback,
  );
}

export type ScreenSize = 'small' | 'medium' | 'large';

/** small < 768 px ≤ medium < 1200 px ≤ large */
export function useScreenSize(fallback: ScreenSize = 'large'): ScreenSize {
  const atLeastMedium = useMediaQuery(`(min-width: ${BREAKPOINTS.medium}px)`, fallback !== 'small');
  const atLeastLarge = useMediaQuery(`(min-width: ${BREAKPOINTS.large}px)`, fallback === 'large');
  if (atLeastLarge) return 'large';
  return atLeastMedium ? 'medium' : 'small';
}
