import { useLayoutEffect, type ReactNode } from 'react';
import { takeOverPrerenderedPage } from './takeOver';

/** Its children are the live page (or the fallback in its place): once they are in the DOM, the prerendered copy goes. */
export function RevealWhenShown({ children }: { children: ReactNode }) {
  useLayoutEffect(() => takeOverPrerenderedPage(), []);
  return children;
}
