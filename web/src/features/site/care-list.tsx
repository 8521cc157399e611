import { Link } from '@tanstack/react-router';
import type { Service } from '../../lib/types';
import { Section } from '../../ui/section';
import { useSiteSettings } from './settings-query';
import { careEntries, type CareEntry } from './care-entries';
import { careWords } from './care-words';
import { langOf } from './untranslated';
import { useWords } from './words';
import { scanItem, scanList } from '../../ui/layout.css';

/**
 * "We care for people living with:" (issue 46): the care the owner ticked in Settings, a short list
 * to scan, each linked to its service where there is one. Nothing while she has ticked none.
 */
export function CareList({ services, alt = false }: { services?: readonly Service[]; alt?: boolean }) {
  const settings = useSiteSettings();
  const w = useWords(careWords);
  // "Other" is the owner's own words; the rest, the page's.
  const label = (entry: CareEntry) => (entry.key === 'other' ? entry.label : w.labels[entry.key]);
  const entries = careEntries(settings.care_specialties ?? [], settings.care_other ?? '', services);
  if (entries.length === 0) return null;
  return (
    <Section id="care-we-give" alt={alt} eyebrow={w.eyebrow} title={w.title} intro={w.intro}>
      <ul className={scanList}>
        {entries.map((entry) => (
          <li key={entry.key} className={scanItem} lang={entry.key === 'other' ? langOf(settings, 'care_other') : undefined}>
            {entry.slug ? (
              <Link to="/services/$slug" params={{ slug: entry.slug }}>
                {label(entry)}
              </Link>
            ) : (
              <span>{label(entry)}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
