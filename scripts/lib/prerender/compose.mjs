// The shell's document for a page, with its prerendered copy if it has one: the page's CSS inline in <head>, its HTML ahead of the app's
// (hidden) root, which the shell reveals when the live page has rendered (shell/src/prerender/takeOver.ts); preloads
// for the code of the remote that owns the page; and, as JSON data blocks the shell reads instead of fetching
// (shell/src/prerender/inlineData.ts), the runtime config, the remotes' pages manifests and the owning remote's
// mf-manifest.json (which the federation runtime then takes from the document instead of the network).
const escapeHtml = (text) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
// html-webpack-plugin minifies the document: the root may have lost its quotes
const ROOT_ELEMENT = /<div id=(["']?)root\1><\/div>/;

export const INLINE_CONFIG_ID = 'coop-mf-config';
export const INLINE_MANIFESTS_ID = 'coop-remote-manifests';
export const INLINE_MF_MANIFESTS_ID = 'coop-mf-manifests';

/** JSON that cannot end its <script> element early */
export const scriptSafeJson = (value) => JSON.stringify(value).replace(/</g, '\\u003c');

const preloadLink = (p) => `<link rel="preload" href="${escapeHtml(p.href)}" as="${p.as}"${p.crossorigin ? ' crossorigin' : ''}>`;

/**
 * @param {string} indexHtml the shell's built index.html
 * @param {{ css: string, html: string } | null} page one page of a prerender bundle's renderPages(), or none (a page
 *   that is not prerendered still gets the preloads and the data)
 * @param {{ societyName?: string, preloads?: { href: string, as: string, crossorigin?: boolean }[],
 *           data?: { id: string, text: string }[] }} [o] data: JSON blocks, their text already safe in a <script>
 */
export function composeDocument(indexHtml, page, o = {}) {
  if (!ROOT_ELEMENT.test(indexHtml) || !indexHtml.includes('</head>')) return null;
  const links = (o.preloads ?? []).map(preloadLink).join('');
  const data = (o.data ?? []).map((d) => `<script type="application/json" id="${d.id}">${d.text}</script>`).join('');
  // `</style` cannot end the element early: the CSS comes from our own modules, but a stray one must not break out
  const style = page ? `<style data-prerender>${page.css.replace(/<\/style/gi, '<\\/style')}</style>` : '';
  let html = indexHtml.replace('</head>', () => `${links}${style}${data}</head>`);
  if (page) html = html.replace(ROOT_ELEMENT, () => `<div data-prerender>${page.html}</div><div id="root" hidden></div>`);
  if (o.societyName) html = html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(o.societyName)}</title>`);
  return html;
}
