import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEVELOPMENT_SESSION_SECRET, REPO_ROOT, loadConfig } from './config.ts';

describe('configuration', () => {
  it('defaults to the embedded database and identity provider', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: null,
      oidc: null,
      publicUrl: 'http://localhost:3000',
    });
    // ./data of the repository, wherever npm runs the script from
    expect(config.dataDir).toBe(path.join(REPO_ROOT, 'data'));
  });

  it('names the variable of a wrong value in one line', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/^Invalid configuration: PORT /);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL must be a postgres/);
    expect(() => loadConfig({ OIDC_ISSUER: 'https://idp.example.kz/realms/k' })).toThrow(/OIDC_CLIENT_ID/);
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(/SESSION_SECRET is required/);
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL/);
  });

  it('reads WEBHOOK_ALLOW_HOSTS as host or host:port entries and refuses a malformed one (decision 035)', () => {
    expect(
      loadConfig({ WEBHOOK_ALLOW_HOSTS: 'hooks.corp.kz, 127.0.0.1:8080,[::1]:9000,fd00::1' }).webhooks
        .allowHosts,
    ).toEqual([
      { host: 'hooks.corp.kz', port: null },
      { host: '127.0.0.1', port: 8080 },
      { host: '::1', port: 9000 },
      { host: 'fd00::1', port: null },
    ]);
    for (const bad of [
      'http://127.0.0.1:8080',
      '127.0.0.1:0',
      'host:99999',
      'host:port',
      'a/b',
      '[127.0.0.1]:80',
    ])
      expect(() => loadConfig({ WEBHOOK_ALLOW_HOSTS: bad }), bad).toThrow(
        /^Invalid configuration: WEBHOOK_ALLOW_HOSTS /,
      );
  });

  it('stops the start with that line and a non-zero exit', () => {
    const main = path.resolve(path.dirname(fileURLToPath(import.meta.url)), 'main.ts');
    const run = spawnSync(process.execPath, ['--import', 'tsx', main], {
      env: { ...process.env, PORT: '70000' },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr.trim().split('\n')).toHaveLength(1);
    expect(run.stderr).toMatch(/^Invalid configuration: PORT/);
  });

  // issue 16 item 5
  it('refuses the published development secret in production, and says when development uses it', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SESSION_SECRET: DEVELOPMENT_SESSION_SECRET })).toThrow(
      /^Invalid configuration: SESSION_SECRET is the published development secret/,
    );
    expect(loadConfig({}).usesDevelopmentSecret).toBe(true);
    expect(loadConfig({ SESSION_SECRET: 'x'.repeat(40) }).usesDevelopmentSecret).toBe(false);
  });

  it('refuses production without an SMTP relay unless the outbox is chosen explicitly (decision 025)', () => {
    const production = { NODE_ENV: 'production', SESSION_SECRET: 'y'.repeat(40) };
    expect(() => loadConfig(production)).toThrow(
      /^Invalid configuration: SMTP_URL is required in production/,
    );
    expect(loadConfig({ ...production, MAIL_OUTBOX: 'true' }).smtpUrl).toBeNull();
    expect(loadConfig({ ...production, SMTP_URL: 'smtp://relay.example.kz:587' }).smtpUrl).toBe(
      'smtp://relay.example.kz:587',
    );
    expect(() => loadConfig({ SMTP_URL: 'smtp://relay.example.kz:587', MAIL_OUTBOX: 'true' })).toThrow(
      /MAIL_OUTBOX/,
    );
    // outside production the outbox stays the default: the demo needs no relay
    expect(loadConfig({}).smtpUrl).toBeNull();
  });

  it('publishes /api/docs outside production, and in production only when configured', () => {
    expect(loadConfig({}).apiDocsPublic).toBe(true);
    const production = {
      NODE_ENV: 'production',
      SESSION_SECRET: 'y'.repeat(40),
      SMTP_URL: 'smtp://relay.example.kz:587',
    };
    expect(loadConfig(production).apiDocsPublic).toBe(false);
    expect(loadConfig({ ...production, API_DOCS_PUBLIC: 'true' }).apiDocsPublic).toBe(true);
  });
});
