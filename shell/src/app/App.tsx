import { Provider } from 'react-redux';
import { BrowserRouter, type InjectableStore, type RouteObject, useRoutes } from '@coop/shared';
import { AlertHost } from './AlertHost';
import { NavigatorBridge } from './NavigatorBridge';
import { ScrollRestoration } from './ScrollRestoration';
import { SessionWatchers } from './SessionWatchers';

function ShellRoutes({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

export function App({ store, routes }: { store: InjectableStore; routes: RouteObject[] }) {
  return (
    <Provider store={store}>
      <BrowserRouter>
        <NavigatorBridge />
        <ScrollRestoration />
        <ShellRoutes routes={routes} />
      </BrowserRouter>
      <AlertHost />
      <SessionWatchers />
    </Provider>
  );
}
