/**
 * Loaded into a server process by `npm run bench -- --streams` (node --expose-gc --import, with an IPC channel): on
 * the message 'bench:memory' it collects all garbage (twice, a second apart, so that the pages the first collection
 * freed are given back) and answers its process.memoryUsage(), so that the bench compares live memory rather than
 * whatever the collector had not yet freed. Never loaded outside the bench.
 */
const collect = () => (globalThis as { gc?: () => void }).gc?.();

process.on('message', (message) => {
  if (message !== 'bench:memory') return;
  collect();
  setTimeout(() => {
    collect();
    process.send?.({ benchMemory: process.memoryUsage() });
  }, 1_000);
});
