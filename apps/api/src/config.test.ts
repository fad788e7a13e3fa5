import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('gives the documented defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(8080);
    expect(config.dataDir).toMatch(/\.data$/);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.redisUrl).toBeUndefined();
    expect(config.brand.freeCallNumber).toBe('114');
  });

  it('reads PORT, DATA_DIR, DATABASE_URL and REDIS_URL', () => {
    const config = loadConfig({
      PORT: '9090',
      DATA_DIR: '/var/lib/mvno',
      DATABASE_URL: 'postgres://app@db:5432/mvno',
      REDIS_URL: 'redis://cache:6379',
    });
    expect(config).toMatchObject({
      port: 9090,
      dataDir: '/var/lib/mvno',
      databaseUrl: 'postgres://app@db:5432/mvno',
      redisUrl: 'redis://cache:6379',
    });
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).databaseUrl).toBeUndefined();
  });

  it.each([
    [{ PORT: 'eighty' }, 'PORT'],
    [{ PORT: '70000' }, 'PORT'],
    [{ DATABASE_URL: 'not a url' }, 'DATABASE_URL'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL'],
  ])('refuses %j, naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(name);
  });
});
