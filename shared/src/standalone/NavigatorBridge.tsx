import { useEffect } from 'react';
import { useNavigate } from '@coop/shared/core';
import { registerNavigator } from '@coop/shared/core';

/** Lets sagas navigate with the router (the shell registers its own the same way). */
export function NavigatorBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    registerNavigator((path, options) => routerNavigate(path, options));
  }, [routerNavigate]);
  return null;
}
