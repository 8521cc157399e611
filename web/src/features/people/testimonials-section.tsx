import { useQuery } from '@tanstack/react-query';
import { formatMonth } from '../../lib/format-dates';
import { Section } from '../../ui/section';
import { publicListQuery } from '../site/home-life-query';
import * as styles from './people.css';

/**
 * What Families Say (issue 19): the words of families the owner approved, newest first, each with
 * who said it and when. Nothing is shown until there are some.
 */
export function TestimonialsSection({ limit, alt = false }: { limit?: number; alt?: boolean }) {
  const { data: testimonials = [] } = useQuery(publicListQuery('testimonials', 'testimonials'));
  if (!testimonials.length) return null;
  const shown = limit ? testimonials.slice(0, limit) : testimonials;
  return (
    <Section id={limit ? 'home-families' : 'what-families-say'} alt={alt} eyebrow="In Their Words" title="What Families Say">
      <ul className={styles.quotes}>
        {shown.map((testimonial) => (
          <li key={testimonial.id}>
            <figure className={styles.quoteCard}>
              <blockquote className={styles.quote}>
                <p>{`\u201c${testimonial.quote}\u201d`}</p>
              </blockquote>
              <figcaption className={styles.source}>
                {`\u2014 ${testimonial.name}, ${testimonial.relationship}, `}
                <time dateTime={testimonial.date}>{formatMonth(testimonial.date)}</time>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </Section>
  );
}
