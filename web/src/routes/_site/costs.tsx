import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { CostsPage } from '../../features/costs/costs-page';

export const Route = createFileRoute('/_site/costs')({
  head: ({ match }) => publicPageHead(match.context, { page: 'costs', path: '/costs', image: '/images/banners/faq-1600.webp' }),
  component: CostsPage,
});
