// Some dependencies now ship ESM only and rely on Node's require(esm), which Jest's module runtime
// does not offer on Node 20. This transformer rewrites those files to CommonJS; CommonJS files pass through.
// On Node 24 Jest loads a `"type": "module"` package's files as ES modules itself (its require(esm)) and says so
// with supportsStaticESM: those stay ES modules (rewritten, they would run as modules with no `exports` to write).
const ts = require('typescript');

const ESM_SYNTAX = /^\s*(import\s|import\{|export\s|export\{|export\*)/m;
// `import.meta` is a syntax error in CommonJS; a module's own URL is all the rewritten packages read from it
const IMPORT_META_URL = /\bimport\.meta\.url\b/g;
const FILE_URL = "require('node:url').pathToFileURL(__filename).href";

module.exports = {
  process(source, filename, options) {
    if (options?.supportsStaticESM || !ESM_SYNTAX.test(source)) return { code: source };
    const out = ts.transpileModule(source, {
      fileName: filename,
      compilerOptions: { module: ts.ModuleKind.CommonJS, target: ts.ScriptTarget.ES2022, allowJs: true, esModuleInterop: true, sourceMap: false },
    });
    return { code: out.outputText.replace(IMPORT_META_URL, FILE_URL) };
  },
  getCacheKey(source, filename, options) {
    const kind = options?.supportsStaticESM ? 'esm' : 'cjs';
    return require('node:crypto').createHash('sha1').update('esm-to-cjs-v3').update(kind).update(filename).update(source).digest('hex');
  },
};
