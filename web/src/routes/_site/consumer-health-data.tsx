import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { HealthDataPage } from '../../features/legal/health-data-page';

export const Route = createFileRoute('/_site/consumer-health-data')({
  head: ({ match }) => publicPageHead(match.context, { page: 'healthData', path: '/consumer-health-data', image: '/images/banners/legal-1600.webp' }),
  component: HealthDataPage,
});
