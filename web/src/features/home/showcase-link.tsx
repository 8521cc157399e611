import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import type { ShowcaseKind } from './showcase-items';

/** A link to a service's or a program's detail page (/services/{slug}, /programs/{slug}). */
export const DetailLink = ({ kind, slug, className, children }: { kind: ShowcaseKind; slug: string; className?: string; children: ReactNode }) =>
  kind === 'services' ? (
    <Link to="/services/$slug" params={{ slug }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/programs/$slug" params={{ slug }} className={className}>
      {children}
    </Link>
  );
