import { Link } from '@tanstack/react-router';
import type { Service } from '../../lib/types';
import { Section } from '../../ui/section';
import { useSiteSettings } from './settings-query';
import { careEntries } from './care-entries';
import { scanItem, scanList } from '../../ui/layout.css';

/**
 * "We care for people living with:" (issue 46): the care the owner ticked in Settings, a short list
 * to scan, each linked to its service where there is one. Nothing while she has ticked none.
 */
export function CareList({ services, alt = false }: { services?: readonly Service[]; alt?: boolean }) {
  const settings = useSiteSettings();
  const entries = careEntries(settings.care_specialties ?? [], settings.care_other ?? '', services);
  if (entries.length === 0) return null;
  return (
    <Section id="care-we-give" alt={alt} eyebrow="The Care We Give" title="Can We Care for Your Loved One?" intro="We care for people living with:">
      <ul className={scanList}>
        {entries.map((entry) => (
          <li key={entry.key} className={scanItem}>
            {entry.slug ? (
              <Link to="/services/$slug" params={{ slug: entry.slug }}>
                {entry.label}
              </Link>
            ) : (
              <span>{entry.label}</span>
            )}
          </li>
        ))}
      </ul>
    </Section>
  );
}
