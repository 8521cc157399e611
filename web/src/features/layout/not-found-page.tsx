import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { button } from '../../ui/button.css';
import { Container } from '../../ui/layout';
import * as styles from './not-found-page.css';

/** Any unknown path (spec section 2): the text, a way home, and the path logged. */
export function NotFoundPage() {
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <Container className={styles.page}>
      <h1 className={styles.code}>404</h1>
      <p className={styles.text}>Oops! Page not found</p>
      <Link to="/" className={button({ tone: 'primary', size: 'lg' })}>
        Return to Home
      </Link>
    </Container>
  );
}
