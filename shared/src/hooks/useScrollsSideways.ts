// Whether a box's content is wider than the box (so it scrolls sideways), followed as either resizes. A box that
// scrolls must be reachable by keyboard (WCAG 2.1.1: axe's scrollable-region-focusable); one that does not should not
// add a tab stop.
import { useEffect, useState, type RefObject } from 'react';

export function useScrollsSideways(ref: RefObject<HTMLElement | null>): boolean {
  const [scrolls, setScrolls] = useState(false);
  useEffect(() => {
    const box = ref.current;
    if (!box) return undefined;
    const measure = () => setScrolls(box.scrollWidth > box.clientWidth + 1);
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    if (box.firstElementChild) observer.observe(box.firstElementChild);
    return () => observer.disconnect();
  }, [ref]);
  return scrolls;
}
