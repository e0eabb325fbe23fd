import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SEED_BADGES } from '../shared/badges.js';
import { startTestApp, type TestApp } from './test-support/test-app.js';
import { onPostgres } from './test-support/test-database.js';

let t: TestApp;
let webDir: string;
beforeAll(async () => {
  const scratch = await startTestApp();
  webDir = path.join(scratch.dataDir, 'web');
  fs.mkdirSync(path.join(webDir, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>Kindred</title><div id="root"></div>');
  fs.writeFileSync(path.join(webDir, 'assets', 'app-1234.js'), 'console.log(1)');
  t = await startTestApp({ webDir });
  await scratch.app.close();
});
afterAll(async () => {
  await t.close();
  fs.rmSync(path.dirname(webDir), { recursive: true, force: true });
});

describe('GET /api/health', () => {
  it('answers 200 with the server state', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok', database: onPostgres ? 'postgres' : 'sqlite', models: {} });
  });
});

describe('unknown routes', () => {
  it('answers unknown /api paths with 404 JSON, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await t.app.inject({ method, url: '/api/nothing/here' });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'We could not find what you were looking for.' });
    }
  });

  it('serves index.html for any other page so the client router decides', async () => {
    for (const url of ['/', '/admin/anything', '/no/such/page', '/profile?x=1']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('<div id="root">');
      expect(response.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves fingerprinted assets with a long cache', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/assets/app-1234.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  });
});

describe('security headers', () => {
  it('sends a CSP that allows only what the app uses, and the usual hardening headers', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toContain('unsafe-eval');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(response.headers['referrer-policy']).toBe('no-referrer');
  });
});

describe('first migration', () => {
  it('seeds the five known badges with names, descriptions, icons and categories', async () => {
    const badges = await t.ctx.db.selectFrom('badges').selectAll().orderBy('id').execute();
    expect(badges.map((b) => b.id).sort()).toEqual(['anchor-trust', 'echo-master', 'gold-crown', 'lighthouse', 'shield']);
    for (const seed of SEED_BADGES) {
      expect(badges.find((b) => b.id === seed.id)).toMatchObject({
        name: seed.name,
        description: seed.description,
        icon: seed.icon,
        category: seed.category,
      });
    }
  });

  it.skipIf(onPostgres)('turns on WAL and foreign keys on the SQLite file', async () => {
    const { sql } = await import('kysely');
    const journal = await sql<{ journalMode: string }>`pragma journal_mode`.execute(t.ctx.db);
    const foreignKeys = await sql<{ foreignKeys: number }>`pragma foreign_keys`.execute(t.ctx.db);
    expect(journal.rows[0]?.journalMode).toBe('wal');
    expect(foreignKeys.rows[0]?.foreignKeys).toBe(1);
  });
});
