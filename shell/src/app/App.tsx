import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { AlertModal, type InjectableStore } from '@coop/shared';
import type { createBrowserRouter } from 'react-router-dom';
import { SessionWatchers } from './SessionWatchers';

export type ShellRouter = ReturnType<typeof createBrowserRouter>;

export function App({ store, router }: { store: InjectableStore; router: ShellRouter }) {
  return (
    <Provider store={store}>
      <RouterProvider router={router} />
      <AlertModal />
      <SessionWatchers />
    </Provider>
  );
}
