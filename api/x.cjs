const { PGlite } = require('@electric-sql/pglite');
const fs = require('fs');
(async () => {
  const dir = '/tmp/pgx/src' + Date.now();
  let t = Date.now();
  const pg = new PGlite(dir); await pg.waitReady; console.log('init', Date.now()-t);
  await pg.exec('CREATE TABLE t (id int); INSERT INTO t SELECT generate_series(1,1000)');
  t = Date.now();
  const blob = await pg.dumpDataDir('gzip'); console.log('dump', Date.now()-t, blob.constructor.name, blob.size, blob.type, blob.name);
  const buf = Buffer.from(await blob.arrayBuffer()); fs.writeFileSync('/tmp/pgx/b.tgz', buf);
  await pg.close();
  t = Date.now();
  const dest = '/tmp/pgx/dst' + Date.now();
  const pg2 = new PGlite(dest, { loadDataDir: new Blob([fs.readFileSync('/tmp/pgx/b.tgz')]) }); await pg2.waitReady; console.log('load', Date.now()-t);
  console.log((await pg2.query('select count(*)::int n from t')).rows);
  await pg2.close();
  console.log(fs.readdirSync(dest).slice(0,30));
  const pg3 = new PGlite(dest); await pg3.waitReady; console.log((await pg3.query('select count(*)::int n from t')).rows); await pg3.close();
  // garbage
  try { const pg4 = new PGlite('/tmp/pgx/bad'+Date.now(), { loadDataDir: new Blob([Buffer.from('hello world not a tar')]) }); await pg4.waitReady; console.log('bad loaded?!', (await pg4.query('select 1')).rows); } catch (e) { console.log('bad refused:', e.message); }
})().catch(e => { console.error('FAIL', e); process.exit(1); });
