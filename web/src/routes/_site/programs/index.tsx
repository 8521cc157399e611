import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../../lib/query-client';
import { programsQuery } from '../../../features/site/catalog-query';
import { ProgramsPage } from '../../../features/catalog/programs-page';

export const Route = createFileRoute('/_site/programs/')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(programsQuery())]),
  component: ProgramsPage,
});
