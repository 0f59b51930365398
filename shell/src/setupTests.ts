// jsdom has no scrolling; React Router's ScrollRestoration calls it.
window.scrollTo = (() => {}) as typeof window.scrollTo;
