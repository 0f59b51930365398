// A Redux action creator with the shape of Redux Toolkit's createAction (`type`, `match`, `toString`), without the
// toolkit: /signin loads the core and mfe-auth's feature, and neither needs immer, reselect or the rest of
// @reduxjs/toolkit (≈12 KB gzip, shared whole). `toString` makes redux-saga's take(creator) match on the type.
export interface PayloadActionCreator<P = void, T extends string = string> {
  (...args: undefined extends P ? [payload?: P] : [payload: P]): { type: T; payload: P };
  readonly type: T;
  match(action: unknown): action is { type: T; payload: P };
}

export function actionCreator<P = void, T extends string = string>(type: T): PayloadActionCreator<P, T> {
  const create = (...args: [payload?: P]) => ({ type, payload: args[0] as P });
  const match = (action: unknown): action is { type: T; payload: P } =>
    typeof action === 'object' && action !== null && (action as { type?: unknown }).type === type;
  return Object.assign(create, { type, match, toString: () => type });
}
