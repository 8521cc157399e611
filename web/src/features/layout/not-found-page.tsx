import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import * as styles from './not-found-page.css';
import { useWords } from '../site/words';
import { pageWords } from '../site/page-words';
import { SiteLayout } from './site-layout';

/** Any unknown path (spec section 2): the text, a way home, and the path logged. */
export function NotFoundPage() {
  const w = useWords(pageWords);
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>{w.notFound}</p>
      <Link to="/" className={button({ tone: 'primary', size: 'lg' })}>
        {w.returnHome}
      </Link>
    </Container>
  );
}

/** The not-found page in the site's frame: what the router shows for a path no route has (routes/__root.tsx). */
export function SiteNotFound() {
  return (
    <SiteLayout>
      <NotFoundPage />
    </SiteLayout>
  );
}
