// What a remote built against @coop/shared/core can rely on at run time, as flat `name → description` maps: the
// exports and their kind, every action type string, the values of exported constants (storage keys, slice keys),
// the keys of the auth and alert state, and the exported types with their fields.
import path from 'node:path';
import ts from 'typescript';
import * as core from '../../src/core';

export type SurfaceSection = Record<string, string>;
export interface CoreSurface {
  exports: SurfaceSection;
  actionTypes: SurfaceSection;
  constants: SurfaceSection;
  state: SurfaceSection;
  types: SurfaceSection;
}

const CORE_INDEX = path.resolve(__dirname, '..', '..', 'src', 'core', 'index.ts');

function kindOf(value: unknown): string {
  if (typeof value === 'function') {
    if (typeof (value as { type?: unknown }).type === 'string' && typeof (value as { match?: unknown }).match === 'function') return 'action';
    return /^class\b/.test(Function.prototype.toString.call(value)) ? 'class' : 'function';
  }
  if (value && typeof value === 'object' && '$$typeof' in value) return 'component';
  return value === null ? 'null' : typeof value;
}

function runtimeSections(): Pick<CoreSurface, 'exports' | 'actionTypes' | 'constants'> {
  const exports: SurfaceSection = {};
  const actionTypes: SurfaceSection = {};
  const constants: SurfaceSection = {};
  for (const [name, value] of Object.entries(core)) {
    const kind = kindOf(value);
    exports[name] = kind;
    if (kind === 'action') actionTypes[name] = (value as { type: string }).type;
    if (kind === 'string' || kind === 'number' || kind === 'boolean') constants[name] = JSON.stringify(value);
    if (kind === 'object') {
      for (const [member, memberValue] of Object.entries(value as object)) {
        const memberKind = kindOf(memberValue);
        exports[`${name}.${member}`] = memberKind;
        if (memberKind === 'string' || memberKind === 'number') constants[`${name}.${member}`] = JSON.stringify(memberValue);
      }
    }
  }
  return { exports, actionTypes, constants };
}

/** the keys of the shell's `auth` and `alert` slices, with the type of their initial value */
function stateSection(): SurfaceSection {
  const state: SurfaceSection = {};
  const slices = { [core.AUTH_KEY]: core.authReducer(undefined, { type: '@@core-surface' }), [core.ALERT_KEY]: core.alertReducer(undefined, { type: '@@core-surface' }) };
  for (const [slice, initial] of Object.entries(slices)) {
    for (const [key, value] of Object.entries(initial)) state[`${slice}.${key}`] = value === null ? 'null' : typeof value;
  }
  return state;
}

/** type-only exports, and the fields (optional or not) of the core's own interfaces */
function typeSection(): SurfaceSection {
  const program = ts.createProgram([CORE_INDEX], { target: ts.ScriptTarget.ES2022, module: ts.ModuleKind.ESNext, moduleResolution: ts.ModuleResolutionKind.Bundler, jsx: ts.JsxEmit.ReactJSX, strict: true, skipLibCheck: true, noEmit: true, types: [] });
  const checker = program.getTypeChecker();
  const moduleSymbol = checker.getSymbolAtLocation(program.getSourceFile(CORE_INDEX)!)!;
  const types: SurfaceSection = {};
  for (const exported of checker.getExportsOfModule(moduleSymbol)) {
    const symbol = exported.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exported) : exported;
    if (symbol.flags & ts.SymbolFlags.Value || !(symbol.flags & ts.SymbolFlags.Type)) continue;
    const name = exported.getName();
    const declaration = symbol.declarations?.[0];
    const ownType = declaration && !declaration.getSourceFile().fileName.includes('node_modules');
    const type = checker.getDeclaredTypeOfSymbol(symbol);
    if (ownType && type.isUnion() && type.types.every((t) => t.isLiteral())) {
      types[name] = type.types.map((t) => checker.typeToString(t)).sort().join(' | ');
      continue;
    }
    types[name] = 'type';
    if (!ownType) continue;
    // well-known symbols (Symbol.observable) have no stable name
    for (const property of type.getProperties().filter((p) => !p.getName().startsWith('__@'))) {
      types[`${name}.${property.getName()}`] = property.flags & ts.SymbolFlags.Optional ? 'optional' : 'required';
    }
  }
  return types;
}

const sorted = (section: SurfaceSection): SurfaceSection => Object.fromEntries(Object.entries(section).sort(([a], [b]) => a.localeCompare(b)));

export function describeCoreSurface(): CoreSurface {
  const { exports, actionTypes, constants } = runtimeSections();
  return { exports: sorted(exports), actionTypes: sorted(actionTypes), constants: sorted(constants), state: sorted(stateSection()), types: sorted(typeSection()) };
}
