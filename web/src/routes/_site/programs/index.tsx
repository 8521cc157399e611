import { createFileRoute } from '@tanstack/react-router';
import { programsQuery } from '../../../features/catalog/catalog-query';
import { ProgramsPage } from '../../../features/catalog/programs-page';

export const Route = createFileRoute('/_site/programs/')({
  loader: ({ context }) => context.queryClient.prefetchQuery(programsQuery()),
  component: ProgramsPage,
});
