import { Link } from '@tanstack/react-router';

/** Each section of the site has its own banner background (spec section 2). */
export type BannerSection = 'about' | 'services' | 'programs' | 'faq' | 'contact' | 'legal';
export type Crumb = { label: string; to?: string };

// Placeholder: replaced by the banner with its background image and breadcrumb.
export function PageBanner({ title, subtitle, crumbs }: { section: BannerSection; title: string; subtitle?: string; crumbs: Crumb[] }) {
  return (
    <header>
      <nav aria-label="Breadcrumb">
        <Link to="/">Home</Link>
        {crumbs.map((crumb) => (
          <span key={crumb.label}> / {crumb.label}</span>
        ))}
      </nav>
      <h1>{title}</h1>
      {subtitle && <p>{subtitle}</p>}
    </header>
  );
}
