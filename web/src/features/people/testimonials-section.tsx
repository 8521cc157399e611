import { useQuery } from '@tanstack/react-query';
import { formatMonth } from '../../lib/format-dates';
import { Section } from '../../ui/section';
import { calendarWords } from '../site/calendar-words';
import { publicListQuery } from '../site/home-life-query';
import { useLanguage } from '../site/language';
import { langOf } from '../site/untranslated';
import { useWords } from '../site/words';
import * as styles from './people.css';
import { peopleWords } from './people-words';

/**
 * What Families Say (issue 19): the words of families the owner approved, newest first, each with
 * who said it and when. Nothing is shown until there are some.
 */
export function TestimonialsSection({ limit, alt = false }: { limit?: number; alt?: boolean }) {
  const { data: testimonials = [] } = useQuery(publicListQuery('testimonials', 'testimonials'));
  const w = useWords(peopleWords);
  const calendar = useWords(calendarWords);
  const language = useLanguage();
  if (!testimonials.length) return null;
  const shown = limit ? testimonials.slice(0, limit) : testimonials;
  return (
    <Section id={limit ? 'home-families' : 'what-families-say'} alt={alt} eyebrow={w.familiesEyebrow} title={w.familiesTitle}>
      <ul className={styles.quotes}>
        {shown.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={styles.quoteCard}>
              <blockquote className={styles.quote} lang={langOf(testimonial, 'quote')}>
                <p>{`\u201c${testimonial.quote}\u201d`}</p>
              </blockquote>
              {/* Who said it, in English while the relationship is; the date in the page's language. */}
              <figcaption className={styles.source} lang={langOf(testimonial, 'relationship')}>
                {`\u2014 ${testimonial.name}, ${testimonial.relationship}, `}
                <time dateTime={testimonial.date} lang={langOf(testimonial, 'relationship') && language}>{formatMonth(testimonial.date, calendar.months, calendar.monthYear)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
