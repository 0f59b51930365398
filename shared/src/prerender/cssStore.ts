// The CSS of every module a prerender bundle imports, in import order (shared/mf/prerender-css-loader.cjs adds to it
// as each module is evaluated). One store per bundle: webpack bundles this module once into each.
const gathered = new Map<string, string>();

export function gatherCss(key: string, css: string): void {
  if (!gathered.has(key)) gathered.set(key, css);
}

/** all of it, without comments and runs of whitespace (it is inlined in each prerendered page) */
export function gatheredCss(): string {
  return [...gathered.values()]
    .join('\n')
    .replace(/\/\*[\s\S]*?\*\//g, '')
    .replace(/\s+/g, ' ')
    .replace(/\s*([{};,])\s*/g, '$1')
    .trim();
}
