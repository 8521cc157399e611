import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminCatalogQuery } from '../../features/admin/catalog/catalog-admin-api';
import { CatalogAdminPage, ProgramsLoadFailed, ProgramsPending } from '../../features/admin/catalog/catalog-admin-page';
import { PROGRAM_KIND } from '../../features/admin/catalog/catalog-kinds';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/programs')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminCatalogQuery(PROGRAM_KIND))),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: ProgramsPending,
  errorComponent: ProgramsLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminPrograms },
  component: () => <CatalogAdminPage kind={PROGRAM_KIND} />,
});
