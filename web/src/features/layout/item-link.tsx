import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';

export type ItemKind = 'services' | 'programs';

/** A link to a service's or program's detail page (/services/{slug}, /programs/{slug}). */
export function ItemLink({ kind, slug, className, children }: { kind: ItemKind; slug: string; className?: string; children: ReactNode }) {
  return kind === 'services' ? (
    <Link to="/services/$slug" params={{ slug }} className={className}>
      {children}
    </Link>
  ) : (
    <Link to="/programs/$slug" params={{ slug }} className={className}>
      {children}
    </Link>
  );
}
