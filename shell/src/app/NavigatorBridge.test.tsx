import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { navigate } from '@coop/shared';
import { holdNavigationUntilMounted, NavigatorBridge } from './NavigatorBridge';

const routes = [
  { path: '/signin', element: <><NavigatorBridge /><p>Sign in page</p></> },
  { path: '/savings', element: <><NavigatorBridge /><p>Savings page</p></> },
];

it('makes a navigation asked for before the router mounted once it does, in the app (no page load)', async () => {
  holdNavigationUntilMounted();
  navigate('/savings', { replace: true });
  const router = createMemoryRouter(routes, { initialEntries: ['/signin'] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  expect(screen.getByText('Savings page')).toBeInTheDocument();
  expect(router.state.historyAction).toBe('REPLACE');
});

it("hands sagas the router's navigate once mounted", async () => {
  const router = createMemoryRouter(routes, { initialEntries: ['/savings'] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  await act(async () => navigate('/signin'));
  expect(screen.getByText('Sign in page')).toBeInTheDocument();
  expect(router.state.historyAction).toBe('PUSH');
});
