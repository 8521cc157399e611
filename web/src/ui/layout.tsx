import type { ReactNode } from 'react';
import * as styles from './layout.css';

export const Container = ({ children, className }: { children: ReactNode; className?: string }) => (
  <div className={className ? `${styles.container} ${className}` : styles.container}>{children}</div>
);

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
