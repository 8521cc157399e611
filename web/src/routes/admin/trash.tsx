import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { ensureAdminData } from '../../features/admin/guard';
import { trashQuery } from '../../features/admin/trash/trash-api';
import { TrashPage, TrashLoadFailed, TrashPending } from '../../features/admin/trash/trash-page';

export const Route = createFileRoute('/admin/trash')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(trashQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: TrashPending,
  errorComponent: TrashLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTrash },
  component: TrashPage,
});
