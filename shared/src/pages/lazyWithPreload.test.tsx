import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { lazyWithPreload, preloadOf } from './lazyWithPreload';

const Page = () => <p>The page</p>;

function renderWithSpinner(Lazy: React.ComponentType) {
  return render(
    <Suspense fallback={<p>Loading…</p>}>
      <Lazy />
    </Suspense>,
  );
}

it('renders at once, without its Suspense fallback, once preloaded', async () => {
  const load = jest.fn(async () => ({ default: Page }));
  const Lazy = lazyWithPreload(load);
  await Lazy.preload();
  renderWithSpinner(Lazy);
  expect(screen.getByText('The page')).toBeInTheDocument();
  expect(screen.queryByText('Loading…')).toBeNull();
  expect(load).toHaveBeenCalledTimes(1);
});

it('suspends like React.lazy when not preloaded, and loads once however often it is asked', async () => {
  const load = jest.fn(async () => ({ default: Page }));
  const Lazy = lazyWithPreload(load);
  renderWithSpinner(Lazy);
  expect(screen.getByText('Loading…')).toBeInTheDocument();
  void Lazy.preload();
  expect(await screen.findByText('The page')).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

it('tries again after a failed preload', async () => {
  const load = jest.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ default: Page });
  const Lazy = lazyWithPreload(load);
  await expect(Lazy.preload()).rejects.toThrow('offline');
  await act(() => Lazy.preload());
  renderWithSpinner(Lazy);
  expect(screen.getByText('The page')).toBeInTheDocument();
});

it("finds a component's preload, and none on a plain component", () => {
  const Lazy = lazyWithPreload(async () => ({ default: Page }));
  expect(preloadOf(Lazy)).toBe(Lazy.preload);
  expect(preloadOf(Page)).toBeNull();
  expect(preloadOf(undefined)).toBeNull();
});
