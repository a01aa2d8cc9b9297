/**
 * The portal's configuration plus a plugin that writes the browser bundle's stats (chunks and the
 * modules in each, with why they are there) to STATS_FILE (default chunk-stats.json): what a
 * page's first-load JavaScript is made of. STATS_NO_CONCAT=1 keeps modules apart (no scope
 * hoisting), so that each has its own size in the output.
 *   npx docusaurus build --config scripts/bench/chunk-stats.config.ts --out-dir /tmp/stats-build
 */
import fs from 'node:fs';
import type {Config, Plugin} from '@docusaurus/types';
import createConfig from '../../docusaurus.config';

interface StatsCompiler {
  hooks: {done: {tap: (name: string, callback: (stats: {toJson: (options: object) => unknown}) => void) => void}};
}

function chunkStatsPlugin(): Plugin {
  const out = process.env.STATS_FILE ?? 'chunk-stats.json';
  return {
    name: 'chunk-stats',
    configureWebpack: (_config, isServer) =>
      isServer
        ? {}
        : {
            ...(process.env.STATS_NO_CONCAT ? {optimization: {concatenateModules: false}} : {}),
            plugins: [
              {
                apply(compiler: StatsCompiler) {
                  compiler.hooks.done.tap('chunk-stats', (stats) => {
                    const options = {
                      all: false,
                      chunks: true,
                      chunkModules: true,
                      chunkModulesSpace: Infinity,
                      nestedModules: true,
                      ids: true,
                      assets: true,
                      reasons: true,
                    };
                    fs.writeFileSync(out, JSON.stringify(stats.toJson(options)));
                  });
                },
              },
            ],
          },
  };
}

export default async function chunkStatsConfig(): Promise<Config> {
  const config = await createConfig();
  return {...config, plugins: [...(config.plugins ?? []), chunkStatsPlugin]};
}
