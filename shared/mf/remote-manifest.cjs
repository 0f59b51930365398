// A remote's manifest (what it contributes to the shell: routes, menu items, console sections) is a typed module,
// `src/exposes/manifest.ts`. This turns it into data at build time: `pages-manifest.json` beside the remote's
// `mf-manifest.json` (RemoteManifestPlugin), and the shell's default copies of every remote's manifest.
// The module is never bundled: no remote code reads it at run time.
const fs = require('node:fs');
const path = require('node:path');

const MANIFEST_FILE = 'pages-manifest.json';
/** where each remote keeps its manifest's source, relative to its package folder */
const MANIFEST_SOURCE = path.join('src', 'exposes', 'manifest.ts');

function resolveTs(base) {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, path.join(base, 'index.ts')]) {
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  }
  throw new Error(`cannot resolve ${base}`);
}

/** a route says only what differs from a member's page inside the chrome; the JSON shipped says it all */
function withRouteDefaults(manifest) {
  const routes = (manifest.routes ?? []).map((route) => ({ chrome: 'app', requiresAuth: true, ...route }));
  return { ...manifest, routes };
}

/**
 * Evaluates a manifest module and returns its `manifest` export. A manifest is data: it may import types (erased) and
 * modules of its own folder tree (the demo build's manifest extends the remote's), nothing else.
 */
function loadManifestSource(file) {
  const ts = require('typescript');
  const loaded = new Map();
  const load = (filename) => {
    if (loaded.has(filename)) return loaded.get(filename).exports;
    const { outputText } = ts.transpileModule(fs.readFileSync(filename, 'utf8'), {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2020 },
    });
    const module = { exports: {} };
    loaded.set(filename, module);
    const localRequire = (specifier) => {
      if (!specifier.startsWith('.')) throw new Error(`${filename}: a manifest imports only types and its own files, not ${specifier}`);
      return load(resolveTs(path.resolve(path.dirname(filename), specifier)));
    };
    new Function('exports', 'require', 'module', outputText)(module.exports, localRequire, module);
    return module.exports;
  };
  const { manifest } = load(path.resolve(file));
  if (!manifest || typeof manifest !== 'object') throw new Error(`${file} does not export a manifest`);
  return withRouteDefaults(JSON.parse(JSON.stringify(manifest)));
}

/** Every package folder directly under `workspaceDir` that has a manifest source: the remotes, in name order. */
function findRemoteManifestSources(workspaceDir) {
  return fs
    .readdirSync(workspaceDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory() && entry.name !== 'node_modules')
    .map((entry) => path.join(workspaceDir, entry.name, MANIFEST_SOURCE))
    .filter((file) => fs.existsSync(file))
    .sort();
}

/** The shell's default copies: every remote's manifest from its source. */
function readRemoteManifests(workspaceDir) {
  return findRemoteManifestSources(workspaceDir).map(loadManifestSource);
}

/** Emits `pages-manifest.json` at the root of the build, from the remote's manifest module. */
class RemoteManifestPlugin {
  /** @param {{ name: string, source: string }} o  the container name, and the manifest module's path */
  constructor(o) {
    this.name = o.name;
    this.source = path.resolve(o.source);
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('RemoteManifestPlugin', (compilation) => {
      compilation.hooks.processAssets.tap({ name: 'RemoteManifestPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL }, () => {
        compilation.fileDependencies.add(this.source);
        try {
          const manifest = loadManifestSource(this.source);
          if (manifest.name !== this.name) throw new Error(`the manifest names ${manifest.name}, the container is ${this.name}`);
          compilation.emitAsset(MANIFEST_FILE, new sources.RawSource(`${JSON.stringify(manifest, null, 2)}\n`));
        } catch (error) {
          compilation.errors.push(new compiler.webpack.WebpackError(`RemoteManifestPlugin: ${error.message}`));
        }
      });
    });
  }
}

module.exports = { MANIFEST_FILE, MANIFEST_SOURCE, RemoteManifestPlugin, findRemoteManifestSources, loadManifestSource, readRemoteManifests, withRouteDefaults };
