import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../db/client';
import { ConfigError, loadConfig } from './env';

const secrets = { JWT_SECRET: 'j'.repeat(32), SSO_SECRET: 's'.repeat(32) };

describe('configuration from the environment (platform issue: a bad value stops the server naming it)', () => {
  it('applies the defaults', () => {
    const config = loadConfig(secrets);
    expect(config).toMatchObject({
      PORT: 3000,
      HOST: '0.0.0.0',
      NODE_ENV: 'development',
      SEED_ON_EMPTY: true,
    });
    expect(config.PUBLIC_URL).toBe('http://localhost:3000');
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it.each([
    ['PORT', 'abc', /PORT="abc": must be a number/],
    ['PORT', '70000', /PORT="70000": must be between 1 and 65535/],
    [
      'DATABASE_URL',
      'mysql://db/spina',
      /DATABASE_URL="mysql:\/\/db\/spina": must start with postgres:\/\/ or postgresql:\/\//,
    ],
    ['SMTP_URL', 'not a url', /SMTP_URL="not a url": must be a URL/],
    ['JWT_SECRET', 'short', /JWT_SECRET="short": must be at least 32 characters long/],
    ['LOG_LEVEL', 'loud', /LOG_LEVEL="loud"/],
    [
      'ORDER_WEBHOOK_URL',
      'ftp://erp/orders',
      /ORDER_WEBHOOK_URL="ftp:\/\/erp\/orders": must start with http:\/\//,
    ],
    ['ORDER_WEBHOOK_SECRET', 'short', /ORDER_WEBHOOK_SECRET="short": must be at least 32 characters long/],
    ['INTEGRATION_API_KEY', 'short', /INTEGRATION_API_KEY="short": must be at least 32 characters long/],
  ])('refuses %s=%s with a message naming the variable', (name, value, message) => {
    expect(() => loadConfig({ ...secrets, [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ ...secrets, [name]: value })).toThrow(message);
  });

  it('needs ORDER_WEBHOOK_SECRET with ORDER_WEBHOOK_URL, as every webhook call is signed (decision 0017)', () => {
    const url = { ...secrets, ORDER_WEBHOOK_URL: 'https://erp.example.com/orders' };
    expect(() => loadConfig(url)).toThrow(/ORDER_WEBHOOK_SECRET: must be set when ORDER_WEBHOOK_URL is set/);
    const config = loadConfig({ ...url, ORDER_WEBHOOK_SECRET: 'w'.repeat(32) });
    expect(config.ORDER_WEBHOOK_URL).toBe('https://erp.example.com/orders');
    expect(loadConfig(secrets).ORDER_WEBHOOK_URL).toBeUndefined();
  });

  it('switches the demo status job on by default, after 15 minutes, and off on request (decision 0023)', () => {
    expect(loadConfig(secrets)).toMatchObject({
      DEMO_ORDER_PROGRESS: true,
      DEMO_ORDER_PROGRESS_AFTER_MINUTES: 15,
    });
    expect(
      loadConfig({ ...secrets, DEMO_ORDER_PROGRESS: 'false', DEMO_ORDER_PROGRESS_AFTER_MINUTES: '2' }),
    ).toMatchObject({ DEMO_ORDER_PROGRESS: false, DEMO_ORDER_PROGRESS_AFTER_MINUTES: 2 });
    expect(() => loadConfig({ ...secrets, DEMO_ORDER_PROGRESS: 'yes' })).toThrow(
      /DEMO_ORDER_PROGRESS="yes": must be true or false/,
    );
    expect(() => loadConfig({ ...secrets, DEMO_ORDER_PROGRESS_AFTER_MINUTES: '0' })).toThrow(
      /DEMO_ORDER_PROGRESS_AFTER_MINUTES="0": must be at least 1/,
    );
  });

  it('names every bad variable at once', () => {
    const error = (() => {
      try {
        loadConfig({ ...secrets, PORT: 'abc', SMTP_URL: 'nope' });
      } catch (caught) {
        return caught as Error;
      }
      return null;
    })();
    expect(error?.message).toMatch(/PORT/);
    expect(error?.message).toMatch(/SMTP_URL/);
  });

  it('treats empty values as unset', () => {
    const config = loadConfig({ ...secrets, PORT: '', DATABASE_URL: '' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('generates the secrets once into DATA_DIR when the environment has none, and keeps them', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'spina-config-'));
    const first = loadConfig({ DATA_DIR: dataDir });
    const again = loadConfig({ DATA_DIR: dataDir });
    expect(first.JWT_SECRET.length).toBeGreaterThanOrEqual(32);
    expect(first.JWT_SECRET).not.toBe(first.SSO_SECRET);
    expect(again.JWT_SECRET).toBe(first.JWT_SECRET);
    expect(JSON.parse(readFileSync(join(dataDir, 'secrets.json'), 'utf8')).JWT_SECRET).toBe(first.JWT_SECRET);
  });

  it('stops on an unreachable DATABASE_URL with a message naming it, without its password', async () => {
    const url = 'postgres://spina:secret-password@127.0.0.1:1/spina';
    const attempt = openDatabase({ engine: 'postgres', url });
    await expect(attempt).rejects.toThrow(ConfigError);
    await expect(openDatabase({ engine: 'postgres', url })).rejects.toThrow(/DATABASE_URL=.*cannot connect/);
    await expect(openDatabase({ engine: 'postgres', url })).rejects.not.toThrow(/secret-password/);
  });
});
