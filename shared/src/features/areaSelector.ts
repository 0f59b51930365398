// A remote's state lives under its feature key (its Module Federation container name), one area per slice.
// An area's selector needs only the key and its own reducer, so it never imports the root reducer that
// combines the areas (no import circle between the root and the areas).
import type { Reducer } from '@reduxjs/toolkit';

/** `state[featureKey][area]`, or the area's initial state before the shell has injected the feature. */
export function areaSelector<S>(featureKey: string, area: string, reducer: Reducer<S>): (state: unknown) => S {
  let initial: S | undefined;
  return (state) => {
    const own = (state as Record<string, Record<string, S | undefined> | undefined> | null)?.[featureKey]?.[area];
    if (own !== undefined) return own;
    initial ??= reducer(undefined, { type: `@@${featureKey}/${area}/init` });
    return initial;
  };
}
