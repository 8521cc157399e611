import type { QueryClient } from '@tanstack/react-query';
import { Link, Outlet, createRootRouteWithContext, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import * as styles from '../features/site/placeholder.css';

export const Route = createRootRouteWithContext<{ queryClient: QueryClient }>()({
  component: Outlet,
  notFoundComponent: NotFound,
});

function NotFound() {
  const { pathname } = useLocation();
  // Logged so broken inbound links show up in the browser console and in e2e traces.
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);

  return (
    <main className={styles.page}>
      <div className={styles.card}>
        <h1 className={styles.title}>404</h1>
        <p className={styles.muted}>Oops! Page not found</p>
        <Link to="/" className={styles.link}>
          Return to Home
        </Link>
      </div>
    </main>
  );
}
