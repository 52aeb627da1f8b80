// Runs the longest test files first, as jest does when its cache knows their durations. A clean
// clone (CI) has no cache, and jest then orders files by size: the lifetime simulation's 2 KB
// file (six minutes) and the launch rush's (three and a half) started last and ran alone at the
// end, while the other worker sat idle. Durations come from jest's cache when it has them, else
// from the last full run's (test/support/file-durations.json, written by scripts/test.mjs).
const fs = require('node:fs');
const path = require('node:path');
const Sequencer = require('@jest/test-sequencer').default;

const ROOT = path.resolve(__dirname, '../..');
const DURATIONS_FILE = path.join(__dirname, 'file-durations.json');

/** Seconds per file, relative to the repository, from the last full run (none: an empty record). */
function lastRunSeconds() {
  try {
    return JSON.parse(fs.readFileSync(DURATIONS_FILE, 'utf8'));
  } catch {
    return {};
  }
}

class KnownDurationsSequencer extends Sequencer {
  constructor(...args) {
    super(...args);
    this.lastRun = lastRunSeconds();
  }

  /**
   * Failed files first (as jest), then the longest known, then the rest by size. Jest itself runs
   * a file it has no duration for before those it has: with durations from a run on another
   * machine, the files known to be long would go last, the order this sequencer is here to undo.
   */
  sort(tests) {
    const size = (test) => test.context.hasteFS.getSize(test.path) ?? 0;
    for (const test of tests) test.duration = this.time(test);
    return tests.sort((a, b) => {
      const failedA = this.hasFailed(a);
      if (failedA !== this.hasFailed(b)) return failedA ? -1 : 1;
      if (a.duration !== undefined && b.duration !== undefined) return b.duration - a.duration;
      if (a.duration !== undefined || b.duration !== undefined) return a.duration !== undefined ? -1 : 1;
      return size(b) - size(a);
    });
  }

  /** The file's duration in milliseconds, as jest's cache holds it: the cache's, else the last full run's. */
  time(test) {
    const cached = super.time(test);
    if (cached !== undefined) return cached;
    const seconds = this.lastRun[path.relative(ROOT, test.path)];
    return seconds === undefined ? undefined : seconds * 1000;
  }
}

module.exports = KnownDurationsSequencer;
