// `npm run new-remote -- <name> <port> [--dir <folder>]`: writes mfe-<name>/ (container mfe_<name>), a remote with
// the rooms every remote has and one page, /<name>, contributed through its manifest with a menu item. Into the
// repository (the default) it also joins ALL_REMOTES; --dir writes it elsewhere (CI's throwaway copy) and only writes.
import path from 'node:path';
import { ROOT } from './lib/workspace.mjs';
import { planRemote, UsageError, writeRemote } from './new-remote/generate.mjs';
import { registerRemote } from './new-remote/register.mjs';

function parseArgs(argv) {
  const positional = [];
  let dir = ROOT;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dir') dir = argv[(i += 1)];
    else if (argv[i].startsWith('--dir=')) dir = argv[i].slice('--dir='.length);
    else positional.push(argv[i]);
  }
  if (!dir || positional.length !== 2) throw new UsageError('Usage: npm run new-remote -- <name> <port> [--dir <folder>]');
  return { name: positional[0], port: positional[1], dir };
}

try {
  const args = parseArgs(process.argv.slice(2));
  const plan = planRemote(args.name, args.port, { dir: args.dir });
  const files = writeRemote(plan);
  const shown = path.relative(process.cwd(), plan.target) || '.';
  console.log(`Wrote ${shown}/ (container ${plan.container}, port ${plan.port}, page ${plan.path}):`);
  for (const file of files) console.log(`  ${file}`);
  const inRepository = path.dirname(plan.target) === ROOT;
  if (inRepository) {
    console.log(
      registerRemote(plan)
        ? `Added ${plan.container} to ALL_REMOTES (scripts/lib/workspace.mjs): npm run build builds it, npm start serves it on ${plan.port}.`
        : `Add { name: '${plan.container}', dir: '${plan.dir}', port: ${plan.port} } to ALL_REMOTES in scripts/lib/workspace.mjs yourself.`,
    );
  }
  console.log(`
Next:
  npx pnpm@9.15.9 install${inRepository ? '' : '   (in the workspace it belongs to)'}
  npx pnpm@9.15.9 --filter ${plan.dir} test && npx pnpm@9.15.9 --filter ${plan.dir} typecheck
  npx pnpm@9.15.9 --filter ${plan.dir} dev      (standalone on http://localhost:${plan.port})
What it cannot do for you: shared/README.md "Adding a remote".`);
} catch (error) {
  if (!(error instanceof UsageError)) throw error;
  console.error(error.message);
  process.exit(1);
}
