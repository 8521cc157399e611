import { describe, expect, it } from 'vitest';
import type { Service } from '../../lib/types';
import { careEntries } from './care-entries';

const service = (title: string) => ({ id: title.length, title }) as Service;

describe('careEntries (issue 46)', () => {
  it('lists only what was ticked, in the list order, in plain words', () => {
    expect(careEntries(['oxygen', 'memory_care'], '').map((entry) => entry.label)).toEqual(["Memory care (dementia, Alzheimer's)", 'Oxygen']);
    expect(careEntries([], 'Parkinson’s disease')).toEqual([]);
  });

  it('says other care in her words, and leaves it out while she gave none', () => {
    expect(careEntries(['other', 'hospice'], '  Parkinson’s disease ').map((entry) => entry.label)).toEqual(['Hospice and end of life', 'Parkinson’s disease']);
    expect(careEntries(['other'], '   ')).toEqual([]);
  });

  it('links each to the first service whose title names it, and none to a service that does not', () => {
    const services = [service('Personal Care'), service('Memory & Dementia Care'), service('Hospice Support'), service('Memory Lane Walks')];
    expect(careEntries(['memory_care', 'hospice', 'wound_care', 'other'], 'Parkinson’s disease', services)).toEqual([
      { key: 'memory_care', label: "Memory care (dementia, Alzheimer's)", slug: 'memory-dementia-care' },
      { key: 'hospice', label: 'Hospice and end of life', slug: 'hospice-support' },
      { key: 'wound_care', label: 'Wound care', slug: undefined },
      { key: 'other', label: 'Parkinson’s disease' },
    ]);
  });

  it('in another language, finds a service by its title or its English slug, and links to that slug (issue 47)', () => {
    const services = [
      { ...service('Cuidado de la memoria'), slug: 'memory-care' },
      { ...service('Cuidados paliativos'), slug: 'comfort-care' },
    ];
    expect(careEntries(['memory_care', 'hospice'], '', services)).toEqual([
      { key: 'memory_care', label: "Memory care (dementia, Alzheimer's)", slug: 'memory-care' },
      { key: 'hospice', label: 'Hospice and end of life', slug: undefined },
    ]);
  });

  it('ignores a key that is not on the list', () => {
    expect(careEntries(['everything', 'diabetes'], '')).toEqual([{ key: 'diabetes', label: 'Diabetes and insulin', slug: undefined }]);
  });
});
