import { describe, expect, it } from 'vitest';
import type { Settings } from '@afh/contract/records';
import { replies, SERVICES } from './fixtures';
import { render } from './render';

/**
 * Issue 46: the care the home gives (/services and /) and what the state says (/about), drawn by
 * the server from the settings it sends along, so a family reads them before the app arrives.
 */
const sectionOf = (html: string | null, headingId: string) => {
  const page = html ?? '';
  const at = page.indexOf(`id="${headingId}"`);
  if (at < 0) return null;
  const start = page.lastIndexOf('<section', at);
  return page.slice(start, page.indexOf('</section>', at) + '</section>'.length);
};

const CARE: Partial<Settings> = { care_specialties: ['memory_care', 'diabetes', 'other'], care_other: 'Parkinson’s disease' };
const withMemoryCare = [...SERVICES, { ...SERVICES[1], id: 9, title: 'Memory Care' }];

describe('the care list', () => {
  it.each(['/services', '/'])('on %s says exactly the care ticked, linked to its service where there is one', async (path) => {
    const { root } = await render(path, { replies: { ...replies({ settings: CARE, services: withMemoryCare }) } });
    const html = sectionOf(root, 'care-we-give-title');
    expect(html).not.toBeNull();
    expect(html).toContain('We care for people living with:');
    expect(html).toMatch(/href="\/services\/memory-care"[^>]*>Memory care \(dementia, Alzheimer(&#x27;|')s\)<\/a>/);
    expect(html).toContain('Diabetes and insulin');
    expect(html).not.toMatch(/href="[^"]*"[^>]*>Diabetes and insulin/);
    expect(html).toContain('Parkinson’s disease');
    for (const unticked of ['Hospice and end of life', 'Wound care', 'Oxygen', 'Mental health', 'Behavior support']) expect(html).not.toContain(unticked);
  });

  it.each(['/services', '/'])('on %s is not drawn while nothing is ticked', async (path) => {
    const { root } = await render(path, { replies: { ...replies({ settings: { care_specialties: [], care_other: 'Parkinson’s disease' } }) } });
    expect(root).not.toContain('We care for people living with:');
  });
});

describe('the State Record on /about', () => {
  it('links the license to the state, the DSHS Adult Family Home Locator, and the reports newest first', async () => {
    const { root } = await render('/about', {
      replies: {
        ...replies({
          settings: {
            license_number: '751234',
            licensee_name: 'Rosa Garcia',
            inspection_reports: [
              { url: '/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf', date: '2025-04-02' },
              { url: '/uploads/inspection-report_2023-09-15_1a1b2c3d4e.pdf', date: '2023-09-15' },
            ],
          },
        }),
      },
    });
    const html = sectionOf(root, 'state-record-title')!;
    expect(html).not.toBeNull();
    expect(html).toContain('DSHS license #751234, held by Rosa Garcia.');
    expect(html).toMatch(/href="https:\/\/fortress\.wa\.gov\/dshs\/adsaapps\/lookup\/AFHPubLookup\.aspx"[^>]*>Check the license with the state/);
    expect(html).toContain('DSHS Adult Family Home Locator');
    const newer = html.indexOf('href="/uploads/inspection-report_2025-04-02_0a1b2c3d4e.pdf"');
    const older = html.indexOf('href="/uploads/inspection-report_2023-09-15_1a1b2c3d4e.pdf"');
    expect(newer).toBeGreaterThan(0);
    expect(older).toBeGreaterThan(newer);
    expect(html).toContain('Inspection report, April 2, 2025 (PDF)');
  });

  it('says no license line without a number and no report list without reports, but still points to the state', async () => {
    const { root } = await render('/about', { replies: { ...replies({ settings: { license_number: '', inspection_reports: [] } }) } });
    const html = sectionOf(root, 'state-record-title')!;
    expect(html).not.toContain('DSHS license #');
    expect(html).not.toContain('Inspection reports');
    expect(html).toContain('DSHS Adult Family Home Locator');
  });
});
