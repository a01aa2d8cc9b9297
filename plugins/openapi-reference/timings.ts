/**
 * Per-phase timings of the reference's work, printed when PORTAL_REFERENCE_TIMINGS is set (to any
 * value but 0): where a build or a dev-server reload spends its time, phase by phase, with the
 * heap after each. Off, it measures nothing.
 */
import logger from '@docusaurus/logger';

export interface Timings {
  /** Adds the time `step` takes to `phase`. */
  measure: <T>(phase: string, step: () => T) => T;
  measureAsync: <T>(phase: string, step: () => Promise<T>) => Promise<T>;
  /** Prints the phases so far under `title` and starts over. */
  report: (title: string) => void;
}

export function timings(enabled = Boolean(process.env.PORTAL_REFERENCE_TIMINGS) && process.env.PORTAL_REFERENCE_TIMINGS !== '0'): Timings {
  const phases = new Map<string, number>();
  const add = (phase: string, started: bigint) => phases.set(phase, (phases.get(phase) ?? 0) + Number(process.hrtime.bigint() - started) / 1e6);
  return {
    measure(phase, step) {
      if (!enabled) {
        return step();
      }
      const started = process.hrtime.bigint();
      try {
        return step();
      } finally {
        add(phase, started);
      }
    },
    async measureAsync(phase, step) {
      if (!enabled) {
        return step();
      }
      const started = process.hrtime.bigint();
      try {
        return await step();
      } finally {
        add(phase, started);
      }
    },
    report(title) {
      if (enabled && phases.size > 0) {
        const heap = Math.round(process.memoryUsage().heapUsed / 1024 / 1024);
        logger.info(`[openapi-reference] ${title}: ${[...phases].map(([phase, ms]) => `${phase} ${ms.toFixed(0)} ms`).join(', ')}; heap ${heap} MiB`);
      }
      phases.clear();
    },
  };
}
