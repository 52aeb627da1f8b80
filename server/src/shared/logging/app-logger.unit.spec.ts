// Proves the logger's two destinations: JSON lines in a file (fields merged, levels filtered) with
// warnings and errors also shown to the person at the console as one readable line each.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { AppLogger, consoleLine } from './app-logger';

describe('AppLogger', () => {
  it('writes JSON lines to the log file, merging object messages and dropping levels below the minimum', () => {
    const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'p2p-log-')), 'logs', 'server.log');
    const stderr = jest.spyOn(process.stderr, 'write').mockImplementation(() => true);
    try {
      const logger = new AppLogger({ logLevel: 'info', logFile: file });
      logger.debug('not written');
      logger.log({ msg: 'listening', port: 3000 }, 'main');
      logger.warn('bank slow', 'bank');
      const lines = fs.readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l));
      expect(lines.map((l) => [l.level, l.context, l.msg])).toEqual([['info', 'main', 'listening'], ['warn', 'bank', 'bank slow']]);
      expect(lines[0].port).toBe(3000);
      expect(typeof lines[0].t).toBe('string');
      expect(stderr).toHaveBeenCalledWith('[경고] bank: bank slow\n');
    } finally {
      stderr.mockRestore();
    }
  });

  it('shows an error on the console with the first line of its trace', () => {
    expect(consoleLine('error', 'worker', { msg: 'job failed' }, 'Error: boom\n    at x')).toBe('[오류] worker: job failed (Error: boom)\n');
  });
});
