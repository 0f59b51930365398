// `@coop/shared/prerender`: for a package's src/prerender.tsx only (Node; never imported by the browser build).
export { renderPages, type PrerenderPage, type PrerenderedPages } from './renderPages';
