import type { ReactElement } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AlertModal, authReducer, createInjectableStore, registerNavigator } from '@coop/shared';
import feature from '../../src/exposes/feature';

function WhereAmI() {
  return <p data-testid="location">{useLocation().pathname}</p>;
}

export interface RenderOptions {
  path?: string;
  /** userEvent with jest's fake timers */
  fakeTimers?: boolean;
}

/** Renders one page as the shell does: inside a router, with an injectable store, the feature and the alert host. */
export function renderPage(page: ReactElement, { path = '/', fakeTimers = false }: RenderOptions = {}) {
  const store = createInjectableStore({ auth: authReducer });
  store.injectFeature(feature);
  const navigate = jest.fn();
  registerNavigator(navigate);
  const user = userEvent.setup(fakeTimers ? { advanceTimers: jest.advanceTimersByTime } : {});
  const view = render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]}>
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
