import { useLayoutEffect } from 'react';
import { registerNavigator, useNavigate } from '@coop/shared';

type Navigation = [path: string, options?: { replace?: boolean }];
let waiting: Navigation | null = null;

/** Until the router mounts, `navigate` (from a saga or a plain module) is kept, and the latest is made once it does. */
export function holdNavigationUntilMounted(): void {
  registerNavigator((...navigation) => {
    waiting = navigation;
  });
}

/** Hands the router's navigate to sagas and plain modules (`navigate` in @coop/shared). */
export function NavigatorBridge() {
  const navigateInApp = useNavigate();
  useLayoutEffect(() => {
    registerNavigator((path, options) => {
      void navigateInApp(path, options);
    });
    if (waiting) {
      const [path, options] = waiting;
      waiting = null;
      void navigateInApp(path, options);
    }
  }, [navigateInApp]);
  return null;
}
