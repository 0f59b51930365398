// For the prerender's Node compilation (prerender.cjs): what style-loader does in the browser, except that a module's
// CSS goes to the bundle's CSS store (shared/src/prerender/cssStore.ts) for the page's inline <style>; the import
// still answers the CSS module's class names.
const path = require('node:path');

const CSS_STORE = path.join(__dirname, '..', 'src', 'prerender', 'cssStore.ts');

module.exports = function prerenderCssLoader() {};

module.exports.pitch = function pitch(remainingRequest) {
  const request = JSON.stringify(this.utils.contextify(this.context, `!!${remainingRequest}`));
  const store = JSON.stringify(this.utils.contextify(this.context, CSS_STORE));
  const key = JSON.stringify(path.relative(this.rootContext, this.resourcePath).split(path.sep).join('/'));
  return `import content from ${request};
import { gatherCss } from ${store};
gatherCss(${key}, String(content));
export default (content && content.locals) || {};
`;
};
