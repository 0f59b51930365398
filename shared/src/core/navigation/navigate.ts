// Lets sagas and plain modules navigate: the shell registers its router's navigate function at boot.
export type NavigateFn = (path: string, options?: { replace?: boolean }) => void;

let navigator: NavigateFn = (path) => {
  if (typeof window !== 'undefined') window.location.assign(path);
};

export function registerNavigator(fn: NavigateFn): void {
  navigator = fn;
}

export function navigate(path: string, options?: { replace?: boolean }): void {
  navigator(path, options);
}
