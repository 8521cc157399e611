import { createFileRoute } from '@tanstack/react-router';
import { adminCatalogQuery } from '../../features/admin/catalog/catalog-admin-api';
import { CatalogAdminPage } from '../../features/admin/catalog/catalog-admin-page';
import { SERVICE_KIND } from '../../features/admin/catalog/catalog-kinds';
import { warm } from '../../lib/query-client';

export const Route = createFileRoute('/admin/services')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(adminCatalogQuery(SERVICE_KIND))]),
  staticData: { accessNotice: 'content' },
  component: () => <CatalogAdminPage kind={SERVICE_KIND} />,
});
