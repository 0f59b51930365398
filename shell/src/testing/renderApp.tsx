import { act, render, type RenderResult } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider } from 'react-router';
import {
  AlertModal, createInjectableStore, authReducer, registerNavigator, saveSession, type InjectableStore, type RouteObject, type SessionUser,
} from '@coop/shared';
import { buildRoutes } from '../app/buildRoutes';
import type { Saga } from 'redux-saga';

export interface RenderOptions {
  user?: SessionUser | null;
  routes?: RouteObject[];
  saga?: Saga;
}

/**
 * Renders the shell's router in memory at `path`, with a store built like the real one. Rendering inside an
 * async act lets a redirect made while mounting finish, as it does in a browser.
 */
export async function renderApp(path: string, { user = null, routes = buildRoutes(), saga }: RenderOptions = {}) {
  localStorage.clear();
  sessionStorage.clear();
  if (user) saveSession(user);
  const store: InjectableStore = createInjectableStore({ auth: authReducer }, saga);
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  registerNavigator((to, options) => {
    void router.navigate(to, options);
  });
  let view!: RenderResult;
  await act(async () => {
    view = render(
      <Provider store={store}>
        <RouterProvider router={router} />
        <AlertModal reload={() => {}} />
      </Provider>,
    );
  });
  return { ...view, store, router };
}

/** Wraps one component with a store and a memory router. */
export function renderWithProviders(ui: React.ReactElement, { path = '/', user = null }: { path?: string; user?: SessionUser | null } = {}) {
  return renderApp(path, { user, routes: [{ path: '*', element: ui }] });
}
