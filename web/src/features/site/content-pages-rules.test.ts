import { describe, expect, it } from 'vitest';
import type { PublicReplies } from '@afh/contract/site';
import { contentPagesFrom, contentPagesIn } from './content-pages-rules';

/**
 * Issue 47: the pages of a language without interface text are those that show at least one of the
 * owner's texts translated into it, read from the replies in that language (`untranslated` lists
 * what is still English).
 */
const inVietnamese = (overrides: Partial<PublicReplies> = {}): PublicReplies => ({
  services: { records: [] },
  programs: { records: [] },
  faqs: { success: true, data: [] },
  settings: { success: true, data: { company_description: 'We care.', pricing_note: 'Ask us.', untranslated: ['company_description', 'pricing_note'] } as never },
  gallery: { records: [] },
  team: { records: [] },
  testimonials: { records: [] },
  ...overrides,
});

const record = (fields: Record<string, unknown>) => fields as never;

describe('contentPagesIn', () => {
  it('has no page while nothing is translated, whatever the English holds', () => {
    const nothing = inVietnamese({
      services: { records: [record({ title: 'Personal Care', description: 'Help', slug: 'personal-care', untranslated: ['title', 'description'] })] },
      faqs: { success: true, data: [record({ question: 'Q?', answer: 'A.', untranslated: ['question', 'answer'] })] },
    });
    expect(contentPagesIn(nothing)).toEqual([]);
  });

  it('a translated service: its page at its English slug, the services list and the home page', () => {
    const services = { records: [record({ title: 'Chăm sóc', description: 'Help', slug: 'personal-care', untranslated: ['description'] }), record({ title: 'Medical Care', slug: 'medical-care', untranslated: ['title'] })] };
    expect(contentPagesIn(inVietnamese({ services }))).toEqual(['/', '/services', '/services/personal-care']);
  });

  it('a field empty in English is not a translation', () => {
    const services = { records: [record({ title: 'Medical Care', alt: '', slug: 'medical-care', untranslated: ['title'] })] };
    expect(contentPagesIn(inVietnamese({ services }))).toEqual([]);
  });

  it('an FAQ: the FAQ page only; a photo: Our Home and the home page; a family’s words: About and the home page', () => {
    expect(contentPagesIn(inVietnamese({ faqs: { success: true, data: [record({ question: 'Hỏi?', answer: 'A.', untranslated: ['answer'] })] } }))).toEqual(['/faq']);
    expect(contentPagesIn(inVietnamese({ gallery: { records: [record({ caption: 'Phòng khách', alt: 'Room', untranslated: ['alt'] })] } }))).toEqual(['/', '/our-home']);
    expect(contentPagesIn(inVietnamese({ testimonials: { records: [record({ quote: 'Mẹ tôi vui.', relationship: 'daughter', untranslated: ['relationship'] })] } }))).toEqual(['/', '/about']);
  });

  it('the settings: the pricing note makes the costs page; the introduction About and the home page', () => {
    const pricing = { success: true, data: { pricing_note: 'Hỏi chúng tôi.', company_description: 'We care.', untranslated: ['company_description'] } as never };
    expect(contentPagesIn(inVietnamese({ settings: pricing }))).toEqual(['/costs']);
    const introduction = { success: true, data: { company_description: 'Chúng tôi chăm sóc.', untranslated: [] } as never };
    expect(contentPagesIn(inVietnamese({ settings: introduction }))).toEqual(['/', '/about']);
  });

  it('by language, for each language the CMS sent', () => {
    expect(contentPagesFrom(undefined)).toEqual({});
    expect(contentPagesFrom({ vi: inVietnamese(), zh: inVietnamese({ faqs: { success: true, data: [record({ question: '问?', untranslated: [] })] } }) })).toEqual({ vi: [], zh: ['/faq'] });
  });
});
