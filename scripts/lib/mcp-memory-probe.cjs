// Preloaded (node --expose-gc --require) into `zondax-docs-mcp --http` by scripts/bench-mcp.mjs: on SIGUSR2 the server
// collects its garbage and writes its memory use to stderr as one line, `[memory] {"heapUsed":…,"rss":…}`, so the
// benchmark reads what stays live (what a client left behind), not what is merely waiting to be collected.
process.on('SIGUSR2', () => {
  if (typeof global.gc === 'function') global.gc();
  const {heapUsed, rss} = process.memoryUsage();
  process.stderr.write(`[memory] ${JSON.stringify({heapUsed, rss})}\n`);
});
