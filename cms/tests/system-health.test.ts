import { afterAll, describe, expect, inject, it } from 'vitest';
import { admin } from './helpers/content';
import { api, call, expectFailure } from './helpers/http';
import { makeUser } from './helpers/sessions';
import { plantBackupFile, removeBackupFile } from './helpers/stored-backups';

const HEALTH = '/system/health.php';
/** The backup record, in BACKUP_DIR or (TEST_UPLOADS=s3) the bucket's backups/. */
const RECORD = 'last-backup.json';

afterAll(() => removeBackupFile(RECORD));

describe('GET /system/health.php', () => {
  it('refuses an anonymous caller with 401', async () => {
    expectFailure(await api.get(HEALTH), 401);
  });

  it('refuses signed-in callers who are not approved admins with 403', async () => {
    for (const [role, status] of [['user', 'approved'], ['staff', 'approved'], ['admin', 'pending']] as const) {
      expectFailure(await api.get(HEALTH, { cookie: (await makeUser(role, status)).cookie }), 403);
    }
  });

  it("reports the real database's client, a passing check, its size and latency", async () => {
    const reply = await api.get(HEALTH, { cookie: await admin() });
    expect(reply.status, JSON.stringify(reply.body)).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    const client = inject('databaseClient');
    expect(reply.body).toMatchObject({
      success: true,
      data: { database: { client, reachable: true, ok: true, check: client === 'sqlite' ? 'quick_check' : 'select 1' } },
    });
    const { database, checked_at } = reply.body.data;
    expect(database.size_bytes).toBeGreaterThan(10_000);
    expect(database.latency_ms).toBeGreaterThanOrEqual(0);
    expect(Math.abs(Date.parse(checked_at) - Date.now())).toBeLessThan(60_000);
  });

  it('says there was no backup until one is recorded, then shows its time and archive name only', async () => {
    await removeBackupFile(RECORD);
    expect((await api.get(HEALTH, { cookie: await admin() })).body.data.last_backup).toBeNull();

    await plantBackupFile(RECORD, JSON.stringify({ at: '2026-01-02T03:04:05.000Z', archive: '/srv/secret/place/afh-backup-2026-01-02.tar.gz' }));
    const reply = await api.get(HEALTH, { cookie: await admin() });
    expect(reply.body.data.last_backup).toEqual({ at: '2026-01-02T03:04:05.000Z', archive: 'afh-backup-2026-01-02.tar.gz' });
    expect(reply.text).not.toContain('/srv/secret');
  });

  it('ignores an unreadable backup record instead of failing', async () => {
    await plantBackupFile(RECORD, '{not json');
    const reply = await api.get(HEALTH, { cookie: await admin() });
    expect(reply.status).toBe(200);
    expect(reply.body.data.last_backup).toBeNull();
  });
});

describe('the probes for monitors: GET /healthz and GET /readyz (issue 43)', () => {
  it('/healthz answers ok to anyone, not stored by any cache, in any spelling', async () => {
    for (const path of ['/healthz', '/HEALTHZ', '/healthz/']) {
      const reply = await call('GET', path);
      expect([reply.status, reply.text], path).toEqual([200, 'ok']);
      expect(reply.headers.get('cache-control')).toBe('no-store');
      expect(reply.headers.get('set-cookie')).toBeNull();
    }
  });

  it('/readyz says the database is up, what waits in the outbox and the store, and nothing internal', async () => {
    const reply = await call('GET', '/readyz');
    expect(reply.status, reply.text).toBe(200);
    expect(reply.headers.get('cache-control')).toBe('no-store');
    expect(reply.headers.get('retry-after')).toBeNull();
    expect(reply.body).toEqual({ database: 'up', outbox: { depth: 0, oldest_seconds: null }, store: 'up' });
    expect(reply.text).not.toMatch(/strapi|node|sqlite|postgres|\/tmp|localhost|127\.0\.0\.1/i);
  });

  it('/metrics is not there while METRICS_TOKEN is not set, whoever asks', async () => {
    expect((await call('GET', '/metrics')).status).toBe(404);
    expect((await call('GET', '/metrics', { cookie: await admin(), headers: { Authorization: 'Bearer anything' } })).status).toBe(404);
  });

  it('a probe with a session cookie is answered the same, signed in or not, and only to GET', async () => {
    const reply = await call('GET', '/readyz', { cookie: 'afh_session=not-a-session' });
    expect(reply.status).toBe(200);
    expect((await call('POST', '/readyz')).status).not.toBe(200);
  });
});
