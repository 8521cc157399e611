import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { TermsPage } from '../../features/legal/terms-page';

export const Route = createFileRoute('/_site/terms')({
  head: ({ match }) => publicPageHead(match.context, { page: 'terms', path: '/terms', image: '/images/banners/legal-1600.webp' }),
  component: TermsPage,
});
