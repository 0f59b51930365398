// A remote's page-chunks.json: for each page whose lazy import names its chunk `page-<Page>` (a webpackChunkName
// magic comment in src/exposes/pages.tsx), the JS files that page's import loads. The server that composes a
// prerendered page's document (scripts/lib/prerender/pages.mjs) preloads them with the remote's entry, so the live
// page's code is on its way before the shell has asked for it.
const PAGE_CHUNK = /^page-(.+)$/;
const FILE = 'page-chunks.json';

class PageChunksPlugin {
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PageChunksPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'PageChunksPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT }, () => {
        const pages = {};
        for (const group of compilation.chunkGroups) {
          const page = PAGE_CHUNK.exec(group.name ?? '')?.[1];
          if (!page) continue;
          pages[page] = [...new Set(group.chunks.flatMap((chunk) => [...chunk.files]))].filter((file) => file.endsWith('.js')).sort();
        }
        if (Object.keys(pages).length) compilation.emitAsset(FILE, new sources.RawSource(`${JSON.stringify(pages, null, 2)}\n`));
      });
    });
  }
}

module.exports = { PageChunksPlugin, PAGE_CHUNKS_FILE: FILE };
