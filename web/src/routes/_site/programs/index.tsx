import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../../features/site/page-head';
import { warm } from '../../../lib/query-client';
import { programsQuery } from '../../../features/site/catalog-query';
import { ProgramsPage } from '../../../features/catalog/programs-page';

export const Route = createFileRoute('/_site/programs/')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(programsQuery())]),
  head: ({ match }) => publicPageHead(match.context, { page: 'programs', path: '/programs', image: '/images/banners/programs-1600.webp' }),
  component: ProgramsPage,
});
