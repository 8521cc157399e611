import { translatableFields } from '@afh/contract/content-types';
import { HERO_SLIDES, heroAltField } from '@afh/contract/rules';
import { TRANSLATABLE_SETTINGS } from '@afh/contract/setting-fields';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Languages } from 'lucide-react';
import { adminCatalogQuery, type CatalogItem } from '../../catalog/catalog-admin-api';
import { PROGRAM_KIND, SERVICE_KIND, type CatalogKind } from '../../catalog/catalog-kinds';
import { adminFaqsQuery } from '../../faqs/faqs-api';
import { adminGalleryQuery } from '../../gallery/gallery-api';
import { adminSettingsQuery } from '../../settings/settings-api';
import { adminTeamQuery } from '../../team/team-api';
import { adminTestimonialsQuery } from '../../testimonials/testimonials-api';
import { useOfferedLanguages } from '../../translations/use-translations';
import { toDoSentence, translationsToDo, type TranslationSource } from './translations-to-do';
import * as styles from './today.css';

/** A service or program with its list under its own name again (`features`, `activities`), as its translations name it. */
const withList = (kind: CatalogKind) => (items: CatalogItem[] | undefined) =>
  items?.filter((item) => item.status === 'active').map((item) => ({ ...item, [kind.listField]: item.items }));
/** The settings' words a family reads: the cards' texts, and the hero photos' alt texts (each there only with its photo). */
const SETTINGS_FIELDS = [...TRANSLATABLE_SETTINGS, ...HERO_SLIDES.map(heroAltField)];
const shown = <T extends { status: string }>(items: T[] | undefined) => items?.filter((item) => item.status === 'active');

/**
 * Today's count of what is not translated yet (issue 47), for each language offered: the words of
 * what a family sees (active services, programs, FAQs, photos and team members, approved
 * testimonials, the settings' texts and the hero photos' alt texts), each place a link to where to translate them. Drawn once
 * every read has answered, so the count does not climb as they arrive; a read that failed is left out.
 */
export function TranslationsToDo() {
  const languages = useOfferedLanguages();
  const on = languages.length > 0;
  const reads = [
    useQuery({ ...adminCatalogQuery(SERVICE_KIND), enabled: on, select: withList(SERVICE_KIND) }),
    useQuery({ ...adminCatalogQuery(PROGRAM_KIND), enabled: on, select: withList(PROGRAM_KIND) }),
    useQuery({ ...adminFaqsQuery(), enabled: on, select: shown }),
    useQuery({ ...adminGalleryQuery(), enabled: on, select: shown }),
    useQuery({ ...adminTeamQuery(), enabled: on, select: shown }),
    useQuery({ ...adminTestimonialsQuery(), enabled: on, select: (items) => items.filter((item) => item.approved) }),
    useQuery({ ...adminSettingsQuery(), enabled: on, select: (settings) => [settings] }),
  ] as const;
  if (!on || reads.some((read) => read.isPending)) return null;
  const [services, programs, faqs, photos, team, testimonials, settings] = reads.map((read) => read.data);
  const sources: TranslationSource[] = [
    { label: 'Services', to: '/admin/services', fields: translatableFields('service'), records: services },
    { label: 'Programs', to: '/admin/programs', fields: translatableFields('program'), records: programs },
    { label: 'FAQs', to: '/admin/faqs', fields: translatableFields('faq'), records: faqs },
    { label: 'Gallery', to: '/admin/gallery', fields: translatableFields('photo'), records: photos },
    { label: 'Team', to: '/admin/team', fields: translatableFields('team-member'), records: team },
    { label: 'Testimonials', to: '/admin/testimonials', fields: translatableFields('testimonial'), records: testimonials },
    { label: 'Settings', to: '/admin/settings', fields: SETTINGS_FIELDS, records: settings },
  ];
  const toDo = translationsToDo(sources, languages);
  if (toDo.length === 0) return null;
  return (
    <section className={styles.translations} aria-labelledby="translations-to-do-title">
      <h3 id="translations-to-do-title" className={styles.setupTitle}>
        Translations
      </h3>
      <ul className={styles.translationsList}>
        {toDo.map((language) => (
          <li key={language.code} className={styles.setupItem}>
            <Languages size={18} aria-hidden="true" className={styles.setupIcon} />
            <p className={styles.translationsLine}>
              <strong>{toDoSentence(language)}</strong>, in{' '}
              {language.places.map((place, index) => (
                <span key={place.to}>
                  {index > 0 && (index === language.places.length - 1 ? ' and ' : ', ')}
                  <Link to={place.to}>
                    {place.label} ({place.count})
                  </Link>
                </span>
              ))}
              .
            </p>
          </li>
        ))}
      </ul>
    </section>
  );
}
