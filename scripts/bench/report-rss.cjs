// Preloaded into a benchmarked Node process: writes its peak resident memory (KiB) on exit.
process.on('exit', () => {
  if (process.env.BENCH_RSS_FILE) {
    require('node:fs').writeFileSync(process.env.BENCH_RSS_FILE, String(process.resourceUsage().maxRSS));
  }
});
