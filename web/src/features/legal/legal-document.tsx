import { formatPhone, telHref } from '../../lib/format';
import { Container } from '../../ui/layout';
import { calendarWords } from '../site/calendar-words';
import { useSiteSettings } from '../site/settings-query';
import { SitePageBanner } from '../site/site-page-banner';
import { tourDaysPhrase } from '../site/tour-days';
import { useWords, wordsIn, type Words } from '../site/words';
import { LegalBlocks, paragraphOf, type Details, type PolicyWords } from './legal-text';
import { legalWords } from './legal-words';
import * as styles from './legal.css';

type Props<Id extends string> = {
  /** The policy's words (`<page>-words.ts`): one structure in every language. */
  part: Words<PolicyWords<Id>>;
  /** The month it dates from, '2025-01'. */
  month: string;
  /** Its English page, which governs a translation (issue 47). */
  path: string;
};

/**
 * A policy page: its banner, its date, a short table of contents (long legal text is easier to use
 * when you can jump to the part you need) and the numbered sections, in the page's language. In
 * another language it first says that it is a translation and that the English page governs.
 */
export function LegalDocument<Id extends string>({ part, month, path }: Props<Id>) {
  const settings = useSiteSettings();
  const words = useWords(part);
  const w = useWords(legalWords);
  const days = useWords(calendarWords).days;
  const english = wordsIn(part, 'en');
  // In the English order, whatever the order a translation's module lists them in.
  const ids = Object.keys(english.sections) as Id[];
  const details: Details = {
    business: settings.business_name,
    careHours: settings.care_availability,
    phone: <a href={telHref(settings.phone)}>{formatPhone(settings.phone)}</a>,
    tourDays: tourDaysPhrase(settings.tour_days, days),
  };
  return (
    <>
      <SitePageBanner section="legal" title={words.title} subtitle={words.subtitle} crumbs={[{ label: words.crumb }]} />
      <div className={styles.page}>
        <Container className={styles.layout}>
          <nav className={styles.toc} aria-labelledby="legal-toc-title">
            <h2 id="legal-toc-title" className={styles.tocTitle}>
              {w.contents}
            </h2>
            <ol className={styles.tocList}>
              {ids.map((id) => (
                <li key={id}>
                  <a href={`#${id}`}>{words.sections[id].title}</a>
                </li>
              ))}
            </ol>
          </nav>
          <article className={styles.article}>
            {w.translated && (
              <p className={styles.translated}>
                {w.translated}{' '}
                <a href={path} hrefLang="en" lang="en">
                  {english.title}
                </a>
                .
              </p>
            )}
            <p className={styles.stamp}>{words.stamp(month)}</p>
            <div className={styles.intro}>{paragraphOf(words.intro, details)}</div>
            {ids.map((id, index) => (
              <section key={id} id={id} className={styles.section} aria-labelledby={`${id}-title`}>
                <h2 id={`${id}-title`} className={styles.sectionTitle}>
                  <span className={styles.number}>{index + 1}.</span> {words.sections[id].title}
                </h2>
                <LegalBlocks blocks={words.sections[id].body} details={details} settings={settings} />
              </section>
            ))}
          </article>
        </Container>
      </div>
    </>
  );
}
