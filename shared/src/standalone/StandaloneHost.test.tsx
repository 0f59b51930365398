import { act, render, screen } from '@testing-library/react';
import { Route } from '@coop/shared/core';
import { alertError } from '@coop/shared/core';
import { authReducer } from '@coop/shared/core';
import { navigate } from '@coop/shared/core';
import { createInjectableStore } from '@coop/shared/core';
import { StandaloneHost } from './StandaloneHost';

function renderHost() {
  window.history.replaceState(null, '', '/first');
  const store = createInjectableStore({ auth: authReducer });
  render(
    <StandaloneHost store={store}>
      <Route path="/first" element={<h1>First page</h1>} />
      <Route path="/second" element={<h1>Second page</h1>} />
    </StandaloneHost>,
  );
  return store;
}

describe('StandaloneHost', () => {
  it('mounts the routes it is given at the browser URL', () => {
    renderHost();
    expect(screen.getByRole('heading', { name: 'First page' })).toBeInTheDocument();
  });

  it("lets sagas' navigate() move its router, as the shell does", () => {
    renderHost();
    act(() => navigate('/second'));
    expect(screen.getByRole('heading', { name: 'Second page' })).toBeInTheDocument();
    expect(window.location.pathname).toBe('/second');
  });

  it('shows the alert modal for alerts the remote dispatches', async () => {
    const store = renderHost();
    act(() => {
      store.dispatch(alertError('Invalid Email or Password'));
    });
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Invalid Email or Password');
  });
});
