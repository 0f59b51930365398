// Registers the shell's service worker (sw.ts, served as /sw.js) once the page has loaded, so its install never
// competes with the first page for the network. Production builds only (the dev server has no /sw.js), and only
// where the browser has service workers.

export const SERVICE_WORKER_URL = '/sw.js';

export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () => {
    navigator.serviceWorker.register(SERVICE_WORKER_URL, { scope: '/' }).catch((error: unknown) => {
      console.warn('[shell] the service worker could not be registered', error);
    });
  };
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
