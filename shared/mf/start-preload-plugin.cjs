// The host's index.html names, as <link rel="preload">, the chunks its start needs: those of the `import('./bootstrap')`
// in src/index.ts (the async boundary) and of the shared packages they consume (React, react-dom, the kit…), as the
// host provides them.
// Without it a phone discovers them only once main.js has arrived and run: a round trip and a parse later.
const START_REQUEST = './bootstrap';

/** the chunk groups of `import('./bootstrap')` in the entry modules */
function startChunkGroups(compilation) {
  const groups = [];
  for (const entry of compilation.entries.values()) {
    for (const dependency of entry.dependencies) {
      const module = compilation.moduleGraph.getModule(dependency);
      for (const block of module?.blocks ?? []) {
        const request = block.dependencies[0]?.request;
        if (request !== START_REQUEST) continue;
        const group = compilation.chunkGraph.getBlockChunkGroup(block);
        if (group) groups.push(group);
      }
    }
  }
  return groups;
}

/** the host's own copy of each shared package (its provider's chunk), by share key */
function providerGroups(compilation) {
  const byKey = new Map();
  for (const module of compilation.modules) {
    if (module.type !== 'provide-module') continue;
    const groups = module.blocks.map((block) => compilation.chunkGraph.getBlockChunkGroup(block)).filter(Boolean);
    byKey.set(module._name, groups);
  }
  return byKey;
}

/**
 * a chunk group's files, and for each shared package its chunks consume, the chunks of the host's provider of it
 * (the copy the share scope hands out on a page the host starts; the consume's own fallback chunk is not fetched)
 */
function filesOf(compilation, groups) {
  const providers = providerGroups(compilation);
  const files = new Set();
  const seen = new Set();
  const visit = (group) => {
    if (seen.has(group)) return;
    seen.add(group);
    for (const chunk of group.chunks) {
      for (const file of chunk.files) files.add(file);
      for (const module of compilation.chunkGraph.getChunkModulesIterable(chunk)) {
        if (module.type === 'consume-shared-module') (providers.get(module.options.shareKey) ?? []).forEach(visit);
      }
    }
  };
  groups.forEach(visit);
  return [...files].filter((file) => /\.(js|css)$/.test(file));
}

class StartPreloadPlugin {
  /** @param {{ HtmlWebpackPlugin: any }} o */
  constructor(o) {
    this.HtmlWebpackPlugin = o.HtmlWebpackPlugin;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('StartPreloadPlugin', (compilation) => {
      this.HtmlWebpackPlugin.getCompilationHooks(compilation).alterAssetTags.tap('StartPreloadPlugin', (data) => {
        const publicPath = data.publicPath ?? '/';
        const links = filesOf(compilation, startChunkGroups(compilation)).map((file) => ({
          tagName: 'link',
          voidTag: true,
          attributes: { rel: 'preload', href: `${publicPath}${file}`, as: file.endsWith('.css') ? 'style' : 'script' },
        }));
        data.assetTags.styles.push(...links);
        return data;
      });
    });
  }
}

module.exports = { StartPreloadPlugin };
