import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { FaqPage } from '../../features/faq/faq-page';

export const Route = createFileRoute('/_site/faq')({
  head: ({ match }) => publicPageHead(match.context, { page: 'faq', path: '/faq', image: '/images/banners/faq-1600.webp', faqs: true }),
  component: FaqPage,
});
