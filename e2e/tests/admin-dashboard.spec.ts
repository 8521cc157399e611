import { readFile } from 'node:fs/promises';
import { ADMIN_EMAIL, ADMIN_PASSWORD, API, expect, listUsers, test } from './support/auth';

// The admin dashboard and layout (spec section 2, Admin layout and Admin dashboard).

test.beforeEach(async ({ page }) => {
  // The form, not the API: the sidebar and header show the user the sign-in returned.
  await page.goto('/login');
  await page.getByLabel('Email').fill(ADMIN_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/admin');
});

/** A dashboard card: a link whose text is its value followed by its label. */
const card = (page: import('@playwright/test').Page, label: string) => page.getByRole('main').getByRole('link').filter({ hasText: new RegExp(`^\\s*\\S+\\s*${label}\\s*$`) });

test.describe('dashboard', () => {
  test('the four cards show counts that match the API', async ({ page, adminApi, users }) => {
    await users.create({ status: 'pending' });
    const userCount = (await listUsers(adminApi)).length;
    const services = ((await (await adminApi.get(API.services)).json()) as { records: Array<{ status: string }> }).records;
    const programs = ((await (await adminApi.get(API.programs)).json()) as { records: unknown[] }).records;
    const activeServices = services.filter((service) => service.status === 'active').length;

    await page.reload();
    await expect(card(page, 'Total Users')).toHaveText(new RegExp(`^\\s*${userCount}\\s*Total Users\\s*$`));
    await expect(card(page, 'Active Services')).toHaveText(new RegExp(`^\\s*${activeServices}\\s*Active Services\\s*$`));
    await expect(card(page, 'Programs')).toHaveText(new RegExp(`^\\s*${programs.length}\\s*Programs\\s*$`));
    await expect(card(page, 'System Status')).toHaveText(/^\s*Online\s*System Status\s*$/);
  });

  test('each card links to its section', async ({ page }) => {
    await expect(card(page, 'Total Users')).toHaveAttribute('href', '/admin/users');
    await expect(card(page, 'Active Services')).toHaveAttribute('href', '/admin/services');
    await expect(card(page, 'Programs')).toHaveAttribute('href', '/admin/programs');
    await expect(card(page, 'System Status')).toHaveAttribute('href', '/admin');
  });

  test('a failed count is shown as zero', async ({ page }) => {
    await page.route('**/backend/api/programs/read.php', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await page.reload();
    await expect(card(page, 'Programs')).toHaveText(/^\s*0\s*Programs\s*$/);
  });

  const tiles = [
    ['Manage Users', '/admin/users'],
    ['Configure Services', '/admin/services'],
    ['Edit Programs', '/admin/programs'],
    ['Website Settings', '/admin/settings'],
  ] as const;
  for (const [title, path] of tiles) {
    test(`the quick action '${title}' opens ${path}`, async ({ page }) => {
      const tile = page.getByRole('region', { name: 'Quick Actions' }).getByRole('link', { name: new RegExp(`^${title}`) });
      await expect(tile).toHaveAttribute('href', path);
      await tile.click();
      await expect(page).toHaveURL(path);
    });
  }

  const HEALTH = '**/backend/api/system/health.php';
  /** A row of the system overview: its label (with details) and its status badge. */
  const overviewRow = (page: import('@playwright/test').Page, label: string) =>
    page.getByRole('region', { name: 'System Overview' }).locator('div').filter({ hasText: new RegExp(`^${label}`) });

  const BACKUPS = '**/backend/api/backups/read.php';
  /** 'Nov 23 at 2:51 AM' or 'today at 3:00 AM', as the dashboard says a moment (web/src/lib/format.ts). */
  const dayAndTime = (iso: string) => {
    const date = new Date(iso);
    const time = date.toLocaleTimeString('en-US', { hour: 'numeric', minute: '2-digit' });
    if (date.toDateString() === new Date().toDateString()) return `today at ${time}`;
    const sameYear = date.getFullYear() === new Date().getFullYear();
    return `${date.toLocaleDateString('en-US', { month: 'short', day: 'numeric', ...(sameYear ? {} : { year: 'numeric' }) })} at ${time}`;
  };

  test("the system overview shows the database's real health and the backups", async ({ page, adminApi }) => {
    const backups = (await (await adminApi.get('/backend/api/backups/read.php')).json()) as { last_backup_at: string | null };
    await expect(overviewRow(page, 'Website')).toContainText('Online');
    await expect(overviewRow(page, 'Database')).toContainText('Healthy');
    // In plain words (issue 44): no database product, size or milliseconds.
    await expect(overviewRow(page, 'Database')).toContainText('The database answers.');
    await expect(overviewRow(page, 'Database')).not.toContainText(/SQLite|PostgreSQL|\bMB\b|\bKB\b|\bms\b/);
    if (backups.last_backup_at === null) await expect(overviewRow(page, 'Last backup')).toContainText('None yet');
    else await expect(overviewRow(page, 'Last backup')).toContainText(dayAndTime(backups.last_backup_at));
    // The next one is nightly at 03:00, server time.
    await expect(overviewRow(page, 'Last backup')).toContainText(/Next backup: (today|tomorrow) at 3:00 AM\./);
    await expect(page.getByRole('region', { name: 'System Overview' })).not.toContainText('npm');
    // What an archive holds and how it comes back, in plain words, one tap away (issue 32).
    await page.getByText('What a backup holds, and how it is put back').click();
    const help = page.getByRole('group').filter({ hasText: 'What a backup holds' });
    await expect(help).toContainText('Services, Programs, FAQs, Settings, Gallery photos, Team, Testimonials');
    await expect(help).toContainText('the requests families sent');
    await expect(help).toContainText('One is made by itself on a schedule');
    await expect(help).toContainText('ask the person who runs the website');
  });

  test('Back up now makes a backup, says when, and offers it for download', async ({ page, adminApi }) => {
    const overview = page.getByRole('region', { name: 'System Overview' });
    await overview.getByRole('button', { name: 'Back up now' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Backup created successfully.' })).toBeVisible({ timeout: 20_000 });
    const { records, last_backup_at } = (await (await adminApi.get('/backend/api/backups/read.php')).json()) as { records: Array<{ file: string; size_bytes: number }>; last_backup_at: string };
    expect(Date.now() - Date.parse(last_backup_at)).toBeLessThan(60_000);
    await expect(overviewRow(page, 'Last backup')).toContainText(dayAndTime(last_backup_at));

    const link = overview.getByRole('link', { name: 'Download the latest backup' });
    await expect(link).toHaveAttribute('href', `/backend/api/backups/download.php?file=${encodeURIComponent(records[0].file)}`);
    const downloaded = page.waitForEvent('download');
    await link.click();
    const file = await downloaded;
    expect(file.suggestedFilename()).toBe(records[0].file);
    expect((await readFile((await file.path()))).length).toBe(records[0].size_bytes);
  });

  test('a failed database check and an old backup are shown as such, in plain words', async ({ page }) => {
    const twoDaysAgo = new Date(Date.now() - 2 * 24 * 3600 * 1000).toISOString();
    await page.route(HEALTH, (route) =>
      route.fulfill({
        contentType: 'application/json',
        body: JSON.stringify({
          success: true,
          data: {
            database: { client: 'postgres', reachable: true, ok: false, check: 'select 1', size_bytes: 2_500_000, latency_ms: 3.5 },
            last_backup: { at: twoDaysAgo, archive: 'afh-backup.tar.gz' },
            checked_at: new Date().toISOString(),
          },
        }),
      }),
    );
    await page.route(BACKUPS, (route) =>
      route.fulfill({ json: { success: true, records: [{ file: 'afh-backup-20260101T030000.000Z.tar.gz', created_at: twoDaysAgo, size_bytes: 2048 }], last_backup_at: twoDaysAgo, next_backup_at: null } }),
    );
    await page.reload();
    await expect(overviewRow(page, 'Database')).toContainText('Check failed');
    await expect(overviewRow(page, 'Database')).toContainText('The database answers, but its check found a problem. Call whoever looks after the website.');
    await expect(overviewRow(page, 'Database')).not.toContainText(/PostgreSQL|MB|\bms\b/);
    const backup = overviewRow(page, 'Last backup');
    await expect(backup).toContainText(dayAndTime(twoDaysAgo));
    await expect(backup).toContainText('The last backup is more than a day old. Press “Back up now” to make one');
    await expect(backup).toContainText('Automatic backups are off.');

    // On a phone the pills keep their shape beside the long words: one line each, never squeezed.
    await page.setViewportSize({ width: 390, height: 844 });
    for (const [row, status] of [['Database', 'Check failed'], ['Last backup', dayAndTime(twoDaysAgo)]] as const) {
      const pill = overviewRow(page, row).getByText(status, { exact: true });
      const box = (await pill.boundingBox())!;
      const lineHeight = await pill.evaluate((element) => Number.parseFloat(getComputedStyle(element).lineHeight) || 24);
      expect(box.height, `the ${row} pill is one line`).toBeLessThan(lineHeight * 1.6);
    }
  });

  test('an unanswered health check says Unknown instead of Healthy', async ({ page }) => {
    await page.route(HEALTH, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: '{"success":false,"message":"boom"}' }));
    await page.reload();
    await expect(overviewRow(page, 'Database')).toContainText('Unknown', { timeout: 15_000 });
    await expect(overviewRow(page, 'Database')).not.toContainText('Healthy');
  });
});

test.describe('layout', () => {
  test('the sidebar links to every section, the site and logout', async ({ page }) => {
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    const links = [
      ['Dashboard', '/admin'],
      ['Tours', '/admin/tours'],
      ['Users', '/admin/users'],
      ['Activity', '/admin/activity'],
      ['Recently deleted', '/admin/trash'],
      ['Services', '/admin/services'],
      ['Programs', '/admin/programs'],
      ['FAQs', '/admin/faqs'],
      ['Gallery', '/admin/gallery'],
      ['Team', '/admin/team'],
      ['Testimonials', '/admin/testimonials'],
      ['Settings', '/admin/settings'],
      ['View Site', '/'],
    ] as const;
    for (const [name, href] of links) await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(nav.getByRole('link', { name: 'Dashboard', exact: true })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test("the sidebar shows the user's name, email, role and status", async ({ page, admin }) => {
    const sidebar = page.getByRole('complementary', { name: 'Admin' });
    await expect(sidebar.getByText(admin.name, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(admin.email, { exact: true })).toBeVisible();
    await expect(sidebar.getByText(/Role:\s*admin/i)).toBeVisible();
    await expect(sidebar.getByText(/Status:\s*approved/i)).toBeVisible();
  });

  test('the collapse button toggles the sidebar and says so with aria-expanded', async ({ page, admin }) => {
    const sidebar = page.getByRole('complementary', { name: 'Admin' });
    const collapse = sidebar.getByRole('button', { name: 'Collapse sidebar' });
    await expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await collapse.click();
    const expand = sidebar.getByRole('button', { name: 'Expand sidebar' });
    await expect(expand).toHaveAttribute('aria-expanded', 'false');
    await expect(sidebar.getByText(admin.email, { exact: true })).toBeHidden();
    // Collapsed, the links keep their names for assistive technology.
    await expect(sidebar.getByRole('link', { name: 'Users', exact: true })).toBeVisible();

    await expand.click();
    await expect(sidebar.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    await expect(sidebar.getByText(admin.email, { exact: true })).toBeVisible();
  });

  test('the header shows the greeting and role', async ({ page, admin }) => {
    const header = page.getByRole('banner');
    await expect(header.getByText(`Welcome back, ${admin.name}`)).toBeVisible();
    await expect(header.getByText('admin', { exact: true })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Logout' })).toBeVisible();
  });

  test('the last 90 days: requests, tours and move-ins by how the family heard of the home, as the API counts them (issue 45)', async ({ page, adminApi }) => {
    const tag = String(Date.now());
    const sent = await page.request.post('/backend/api/contact/submit.php', {
      data: { firstName: 'Rosa', lastName: `Source ${tag}`, email: `rosa-${tag}@e2e.test`, phone: '3605550166', serviceType: 'General Information', message: `Hello [${tag}]`, heard_from: 'Friend or family' },
    });
    expect(sent.status()).toBe(201);
    const counted = (await (await adminApi.get('/backend/api/inquiries/funnel.php')).json()).data as { sources: Array<{ source: string; requests: number; tours: number; moved_in: number }> };
    const friends = counted.sources.find((row) => row.source === 'Friend or family')!;
    await page.reload();
    const panel = page.getByRole('region', { name: 'Last 90 days' });
    const table = panel.getByRole('table', { name: 'Requests, tours and move-ins by how the family heard of the home' });
    await expect(table.getByRole('row', { name: `Friend or family ${friends.requests} ${friends.tours} ${friends.moved_in}` })).toBeVisible();
    // Other tests write to the inbox meanwhile: the total is there, its count theirs too.
    await expect(table.getByRole('row', { name: /^All \d+ \d+ \d+$/ })).toBeVisible();
  });

  test('View Site opens the site in a new tab', async ({ page, context }) => {
    const viewSite = page.getByRole('banner').getByRole('link', { name: /View Site/ });
    await expect(viewSite).toHaveAttribute('target', '_blank');
    await expect(viewSite).toHaveAttribute('href', '/');

    const [tab] = await Promise.all([context.waitForEvent('page'), viewSite.click()]);
    await tab.waitForLoadState();
    expect(new URL(tab.url()).pathname).toBe('/');
    await expect(page).toHaveURL('/admin');
    await tab.close();
  });

  test('the sidebar Logout also goes home', async ({ page }) => {
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL('/');
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
  });
});
