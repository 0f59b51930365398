// A component whose code loads on first use (React.lazy) and that can be loaded ahead (`preload`), after which it
// renders at once. React.lazy over a bare import() suspends on its first render even when the chunk has long
// arrived: the nearest Suspense shows its spinner, and React then holds the component back for its fallback throttle
// (300 ms after a fallback was shown), once per level of lazy code. The shell preloads a remote's page while other
// things load (a signed-in arrival, the sign-in page expecting the member home); remotes' `./pages` use this.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

type Loaded<P> = { default: ComponentType<P> };

export type Preloadable<P> = LazyExoticComponent<ComponentType<P>> & { preload: () => Promise<unknown> };

export function lazyWithPreload<P>(load: () => Promise<Loaded<P>>): Preloadable<P> {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (module) => (loaded = module),
      (error: unknown) => {
        loading = undefined; // a later visit tries again
        throw error;
      },
    );
    return loading;
  };
  // once loaded, a thenable that answers during React.lazy's own call: the component renders without suspending
  const answerNow = (module: Loaded<P>) => ({ then: (resolve: (value: Loaded<P>) => void) => resolve(module) }) as unknown as Promise<Loaded<P>>;
  return Object.assign(
    lazy(() => (loaded ? answerNow(loaded) : preload())),
    { preload },
  );
}

/** The `preload` of a component made by lazyWithPreload (a remote built before it has none). */
export function preloadOf(component: unknown): (() => Promise<unknown>) | null {
  const preload = (component as { preload?: unknown } | null | undefined)?.preload;
  return typeof preload === 'function' ? (preload as () => Promise<unknown>) : null;
}
