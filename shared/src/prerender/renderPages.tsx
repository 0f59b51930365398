// A package's prerendered pages (its src/prerender.tsx), rendered in Node with the society's runtime config: each
// page's static HTML inside the providers a page reads (a store with the core's auth state, a router at the page's
// path), and the CSS those pages import. A submit button is rendered disabled: the form can be filled before the
// app's code arrives, but not sent until the live page has replaced the copy (a native submit would put the
// password in the address).
import type { ReactElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router';
import { configureStore } from '@reduxjs/toolkit';
import { AUTH_KEY, authReducer, setRuntimeConfig, type MfConfig } from '../core';
import { gatheredCss } from './cssStore';

export interface PrerenderPage {
  /** the document's title while the copy shows */
  title: string;
  element: ReactElement;
}

export interface PrerenderedPages {
  css: string;
  pages: Record<string, { title: string; html: string }>;
}

const SUBMIT_BUTTON = /<button\b(?=[^>]*\btype="submit")/g;

export function renderPages(pages: Record<string, PrerenderPage>, config: Partial<MfConfig>): PrerenderedPages {
  setRuntimeConfig(config);
  const rendered: PrerenderedPages['pages'] = {};
  for (const [route, page] of Object.entries(pages)) {
    const store = configureStore({ reducer: { [AUTH_KEY]: authReducer } });
    const html = renderToStaticMarkup(
      <Provider store={store}>
        <MemoryRouter initialEntries={[route]}>{page.element}</MemoryRouter>
      </Provider>,
    );
    rendered[route] = { title: page.title, html: html.replace(SUBMIT_BUTTON, '<button disabled=""') };
  }
  return { css: gatheredCss(), pages: rendered };
}
