// The few service-worker globals the worker uses, typed here: the shell type-checks against the DOM library, which
// has no ServiceWorkerGlobalScope (adding the WebWorker library beside it clashes).

export interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}

export interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}

export interface WorkerScope {
  readonly location: { readonly origin: string };
  readonly navigator: { readonly connection?: { readonly saveData?: boolean } };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}
