// Jest's order (the files that failed last time, then the slowest, from its cache; on a clean clone,
// the largest), except that the real builds of tests/build-errors start first: each takes longer
// than most whole test files, and started last they would leave one of the two workers idle at the end.
const Sequencer = require('@jest/test-sequencer').default;

const isBuild = (test) => /[\\/]tests[\\/]build-errors[\\/]/.test(test.path);

module.exports = class BuildsFirst extends Sequencer {
  async sort(tests) {
    const sorted = await super.sort(tests);
    return [...sorted.filter(isBuild), ...sorted.filter((test) => !isBuild(test))];
  }
};
