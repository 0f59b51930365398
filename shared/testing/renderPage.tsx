import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import * as reduxSaga from 'redux-saga';
import { AlertModal, authReducer, createInjectableStore, registerNavigator, type RemoteFeature } from '../src';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export interface RenderOptions {
  /** the remote's `./feature` expose, injected into the store as the shell does */
  feature: RemoteFeature;
  /** the route pattern the page is mounted at */
  path?: string;
  /** the URL the router starts at, when it is not `path` itself (`/verify-email/:id` → `/verify-email/abc`) */
  route?: string;
  /** userEvent with jest's fake timers */
  fakeTimers?: boolean;
}

/** Renders one page as the shell does: inside a router, with an injectable store, the feature and the alert host. */
export function renderPage(page: ReactElement, { feature, path = '/', route, fakeTimers = false }: RenderOptions) {
  // redux-saga given, not fetched: the page's first request goes out during render, as the tests expect
  const store = createInjectableStore({ auth: authReducer }, undefined, { reduxSaga });
  store.injectFeature(feature);
  const navigate = jest.fn();
  registerNavigator(navigate);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route ?? path]}>
        <Routes>
          <Route path={path} element={page} />
          <Route path="*" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>
      <AlertModal reload={() => undefined} />
    </Provider>,
  );
  return { store, navigate, user, ...view };
}

/** `renderPage` with a remote's feature built in: its test support is `export const renderPage = pageRendererFor(feature)`. */
export function pageRendererFor(feature: RemoteFeature) {
  return (page: ReactElement, options: Omit<RenderOptions, 'feature'> = {}) => renderPage(page, { ...options, feature });
}
