const t0 = performance.now();
const { createDb } = await import('../src/db/client');
console.log('import', Math.round(performance.now() - t0));
const h = await createDb({ pgliteDir: 'memory' });
console.log('create', Math.round(performance.now() - t0));
await h.migrate();
console.log('migrate', Math.round(performance.now() - t0));
await h.close();
console.log('close', Math.round(performance.now() - t0));
