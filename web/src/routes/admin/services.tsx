import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminCatalogQuery } from '../../features/admin/catalog/catalog-admin-api';
import { CatalogAdminPage, ServicesLoadFailed, ServicesPending } from '../../features/admin/catalog/catalog-admin-page';
import { SERVICE_KIND } from '../../features/admin/catalog/catalog-kinds';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/services')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminCatalogQuery(SERVICE_KIND))),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ServicesPending,
  errorComponent: ServicesLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminServices },
  component: () => <CatalogAdminPage kind={SERVICE_KIND} />,
});
