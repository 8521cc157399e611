import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { ContactPage } from '../../features/contact/contact-page';
import { contactSearchParams } from '../../features/contact/contact-search-params';

export const Route = createFileRoute('/_site/contact')({
  head: ({ match }) => publicPageHead(match.context, { page: 'contact', path: '/contact', image: '/images/banners/contact-1600.webp' }),
  validateSearch: contactSearchParams,
  component: ContactPage,
});
