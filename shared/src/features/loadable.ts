// The request / success / failure flags every screen's data carries: spinners and error states read them.
export interface Loadable<T> {
  loading: boolean;
  data: T | null;
  error: string | null;
}

export function idle<T>(data: T | null = null): Loadable<T> {
  return { loading: false, data, error: null };
}

export function started<T>(state: Loadable<T>): void {
  state.loading = true;
  state.error = null;
}

export function succeeded<T>(state: Loadable<T>, data: T): void {
  state.loading = false;
  state.data = data;
  state.error = null;
}

export function failed<T>(state: Loadable<T>, error: string): void {
  state.loading = false;
  state.error = error;
}
