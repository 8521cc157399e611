import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { PrivacyPage } from '../../features/legal/privacy-page';

export const Route = createFileRoute('/_site/privacy')({
  head: ({ match }) => publicPageHead(match.context, { page: 'privacy', path: '/privacy', image: '/images/banners/legal-1600.webp' }),
  component: PrivacyPage,
});
