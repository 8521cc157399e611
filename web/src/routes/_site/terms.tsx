import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { PAGE_TEXT } from '../../features/site/page-text';
import { TermsPage } from '../../features/legal/terms-page';

export const Route = createFileRoute('/_site/terms')({
  head: ({ match }) => publicPageHead(match.context, { ...PAGE_TEXT.terms, path: '/terms', image: '/images/banners/legal-1600.webp' }),
  component: TermsPage,
});
