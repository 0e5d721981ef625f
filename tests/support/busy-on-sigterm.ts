// A stand-in server for server/start-signal.test.ts: it answers SIGTERM as server/start.ts does (closes, then exits 0)
// while its event loop is busy in slices of 200 ms, as a loaded server's is.
process.on('SIGTERM', () => {
  console.log('stopped on SIGTERM');
  process.exit(0);
});
console.log('ready');
setInterval(() => {
  const until = Date.now() + 200;
  while (Date.now() < until);
}, 10);
