import type { ReactNode } from 'react';
import { Container } from './layout';
import * as styles from './layout.css';

// Apart from layout.tsx, whose Container the frame of every page (in the app's entry) uses: the
// sections are the pages' own, and travel with their chunks.

/** A page section with an optional centred heading (eyebrow, h2 title, intro). */
export const Section = ({
  id,
  eyebrow,
  title,
  intro,
  alt = false,
  children,
  labelledBy,
}: {
  id?: string;
  eyebrow?: string;
  title?: string;
  intro?: ReactNode;
  alt?: boolean;
  children: ReactNode;
  labelledBy?: string;
}) => {
  const headingId = title ? labelledBy ?? `${id ?? slugId(title)}-title` : undefined;
  return (
    <section id={id} className={alt ? styles.sectionAlt : styles.section} aria-labelledby={headingId}>
      <Container>
        {title && (
          <header className={styles.heading}>
            {eyebrow && <span className={styles.eyebrow}>{eyebrow}</span>}
            <h2 id={headingId}>{title}</h2>
            {intro && <p className={styles.intro}>{intro}</p>}
          </header>
        )}
        {children}
      </Container>
    </section>
  );
};

const slugId = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
