import { Provider } from 'react-redux';
import { type InjectableStore, RouterProvider, type createBrowserRouter } from '@coop/shared';
import { AlertHost } from './AlertHost';
import { SessionWatchers } from './SessionWatchers';

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: InjectableStore; router: ShellRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <AlertHost />
      <SessionWatchers />
    </Provider>
  );
}
