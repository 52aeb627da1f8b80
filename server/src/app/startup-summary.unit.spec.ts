// Proves what a person reads on the console at start: the address, the mode and the demo logins in
// a few plain lines, and where the JSON log lines went (a file in embedded mode, standard output in
// service mode unless told otherwise).
import path from 'node:path';
import { loadConfig } from '../config/app-config';
import { DEMO_INVESTOR_EMAIL, DEMO_OPERATOR_EMAIL } from '../identity';
import { startupSummary } from './startup-summary';

describe('the start-up summary', () => {
  it('gives an embedded laptop the address, the mode, the logins and the log file', () => {
    const config = loadConfig({ DATA_DIR: '/tmp/p2p-data', PORT: '3100' });
    expect(config.logFile).toBe(path.join('/tmp/p2p-data', 'logs', 'server.log'));
    const text = startupSummary(config, { databaseMode: 'embedded', embeddedDatabaseUrl: 'postgres://postgres:embedded@127.0.0.1:54329/p2p', queueKind: 'in-process' });
    expect(text).toContain('http://localhost:3100');
    expect(text).toContain('내장 PostgreSQL (127.0.0.1:54329');
    expect(text).not.toContain('embedded@'); // the password part of the connection string stays out
    expect(text).toContain(DEMO_OPERATOR_EMAIL);
    expect(text).toContain(DEMO_INVESTOR_EMAIL);
    expect(text).toContain('/tmp/p2p-data/logs/server.log');
    expect(text.split('\n').length).toBeLessThan(14);
  });

  it('keeps JSON on standard output in service mode, and names no demo logins without demo data', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://db.example/p2p', REDIS_URL: 'redis://r' });
    expect(config.logFile).toBeNull();
    const text = startupSummary(config, { databaseMode: 'external', embeddedDatabaseUrl: null, queueKind: 'bullmq' });
    expect(text).toContain('외부 PostgreSQL');
    expect(text).not.toContain(DEMO_OPERATOR_EMAIL);
    expect(text).toContain('표준 출력');
  });

  it('lets LOG_FILE send embedded logs to standard output (-) or to a chosen file', () => {
    expect(loadConfig({ LOG_FILE: '-' }).logFile).toBeNull();
    expect(loadConfig({ LOG_FILE: '/var/log/p2p.log' }).logFile).toBe('/var/log/p2p.log');
  });
});
