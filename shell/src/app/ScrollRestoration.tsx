import { useEffect, useLayoutEffect } from 'react';
import { useLocation } from '@coop/shared';

// Where each visited page was scrolled to, by history entry, so Back returns to it (and a reload to where it was).
const STORE_KEY = 'coop.scroll';
const KEPT = 50;
const FRAMES_TO_WAIT = 60; // a lazy page may still be growing when Back lands on it: try for about a second

const positions = readPositions();
let shownKey: string | null = null;
let shownPath: string | null = null;

function readPositions(): Map<string, number> {
  try {
    return new Map(JSON.parse(sessionStorage.getItem(STORE_KEY) ?? '[]') as [string, number][]);
  } catch {
    return new Map();
  }
}

function keepPositions(): void {
  try {
    sessionStorage.setItem(STORE_KEY, JSON.stringify([...positions].slice(-KEPT)));
  } catch {
    // storage full or refused: Back still works within this page's life
  }
}

function scrollWhenTallEnough(y: number, framesLeft = FRAMES_TO_WAIT): void {
  const reachable = document.documentElement.scrollHeight - window.innerHeight >= y;
  if (reachable || framesLeft === 0) window.scrollTo(0, y);
  else requestAnimationFrame(() => scrollWhenTallEnough(y, framesLeft - 1));
}

/**
 * The shell's scroll restoration (React Router's needs its data router): a page opened by a link starts at the top
 * (or at its #hash), Back and a reload return to where that page was left. The first page of a visit is left
 * where it is: someone may already have scrolled the prerendered copy. A change of the query alone (a filter, a
 * search typed into a list, a tab) keeps the position: it is the same page.
 */
export function ScrollRestoration() {
  const location = useLocation();

  useEffect(() => {
    const manual = 'scrollRestoration' in window.history;
    if (manual) window.history.scrollRestoration = 'manual';
    const record = () => {
      if (shownKey) positions.set(shownKey, window.scrollY);
    };
    window.addEventListener('scroll', record, { passive: true });
    window.addEventListener('pagehide', keepPositions);
    return () => {
      window.removeEventListener('scroll', record);
      window.removeEventListener('pagehide', keepPositions);
      if (manual) window.history.scrollRestoration = 'auto';
    };
  }, []);

  useLayoutEffect(() => {
    if (shownKey === location.key) return; // mounted again on the page it has already handled
    const firstOfVisit = shownKey === null;
    const samePage = shownPath === location.pathname;
    shownKey = location.key;
    shownPath = location.pathname;
    const saved = positions.get(location.key);
    if (saved !== undefined) return scrollWhenTallEnough(saved);
    const target = location.hash ? document.getElementById(decodeURIComponent(location.hash.slice(1))) : null;
    if (target) target.scrollIntoView();
    else if (!firstOfVisit && !samePage) window.scrollTo(0, 0);
  }, [location.key, location.hash, location.pathname]);

  return null;
}

/** For tests: forget every position and the page shown. */
export function resetScrollRestoration(): void {
  positions.clear();
  shownKey = null;
  shownPath = null;
}
