import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminCatalogQuery } from '../../features/admin/catalog/catalog-admin-api';
import { CatalogAdminPage } from '../../features/admin/catalog/catalog-admin-page';
import { PROGRAM_KIND } from '../../features/admin/catalog/catalog-kinds';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/programs')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminCatalogQuery(PROGRAM_KIND))]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminPrograms },
  component: () => <CatalogAdminPage kind={PROGRAM_KIND} />,
});
