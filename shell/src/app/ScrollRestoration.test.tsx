import { act, render } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { resetScrollRestoration, ScrollRestoration } from './ScrollRestoration';

function Layout() {
  return (
    <>
      <ScrollRestoration />
      <Outlet />
    </>
  );
}

const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/list', element: <p>list</p> },
      { path: '/detail', element: <p id="terms">detail</p> },
    ],
  },
];

let scrollTo: jest.SpyInstance;
const scrolledTo = () => scrollTo.mock.calls.map(([, y]) => y as number);

function scrollPage(y: number) {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
}

async function open(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  await act(async () => {
    render(<RouterProvider router={router} />);
  });
  return router;
}

beforeEach(() => {
  resetScrollRestoration();
  scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => {});
  // jsdom lays nothing out: make every saved position reachable at once
  Object.defineProperty(document.documentElement, 'scrollHeight', { configurable: true, value: 100_000 });
  scrollPage(0);
});

afterEach(() => scrollTo.mockRestore());

it('leaves the first page of a visit where it is', async () => {
  await open('/list');
  expect(scrolledTo()).toEqual([]);
});

it('opens a linked page at the top, and Back returns to where the list was left', async () => {
  const router = await open('/list');
  scrollPage(1200);
  await act(() => router.navigate('/detail'));
  expect(scrolledTo()).toEqual([0]);
  scrollPage(300);
  await act(() => router.navigate(-1));
  expect(scrolledTo()).toEqual([0, 1200]);
  await act(() => router.navigate(1));
  expect(scrolledTo()).toEqual([0, 1200, 300]);
});

it('keeps the position when only the query changes (a filter, a search, a tab): the same page', async () => {
  const router = await open('/list');
  scrollPage(900);
  await act(() => router.navigate('/list?search=ada', { replace: true }));
  await act(() => router.navigate('/list?tab=target'));
  expect(scrolledTo()).toEqual([]);
  await act(() => router.navigate('/detail'));
  expect(scrolledTo()).toEqual([0]);
});

it('opens a link with a #hash at its element', async () => {
  const scrollIntoView = jest.fn();
  Element.prototype.scrollIntoView = scrollIntoView;
  const router = await open('/list');
  await act(() => router.navigate('/detail#terms'));
  expect(scrollIntoView).toHaveBeenCalledTimes(1);
  expect(scrolledTo()).toEqual([]);
});

it('keeps the positions for a reload of the tab', async () => {
  const router = await open('/list');
  scrollPage(640);
  await act(() => router.navigate('/detail'));
  window.dispatchEvent(new Event('pagehide'));
  const kept = new Map(JSON.parse(sessionStorage.getItem('coop.scroll') ?? '[]') as [string, number][]);
  expect([...kept.values()]).toContain(640);
});
