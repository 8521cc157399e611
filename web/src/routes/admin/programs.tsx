import { createFileRoute } from '@tanstack/react-router';
import { adminCatalogQuery } from '../../features/admin/catalog/catalog-admin-api';
import { CatalogAdminPage } from '../../features/admin/catalog/catalog-admin-page';
import { PROGRAM_KIND } from '../../features/admin/catalog/catalog-kinds';
import { warm } from '../../lib/query-client';

export const Route = createFileRoute('/admin/programs')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(adminCatalogQuery(PROGRAM_KIND))]),
  staticData: { accessNotice: 'content' },
  component: () => <CatalogAdminPage kind={PROGRAM_KIND} />,
});
