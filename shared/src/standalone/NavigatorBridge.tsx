import { useEffect } from 'react';
import { useNavigate } from '../navigation/router';
import { registerNavigator } from '../navigation/navigate';

/** Lets sagas navigate with the router (the shell registers its own the same way). */
export function NavigatorBridge() {
  const routerNavigate = useNavigate();
  useEffect(() => {
    registerNavigator((path, options) => routerNavigate(path, options));
  }, [routerNavigate]);
  return null;
}
