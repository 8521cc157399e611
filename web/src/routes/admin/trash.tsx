import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { loadAdminScreen } from '../../features/admin/guard';
import { trashQuery } from '../../features/admin/trash/trash-api';
import { TrashPage } from '../../features/admin/trash/trash-page';

export const Route = createFileRoute('/admin/trash')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(trashQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTrash },
  component: TrashPage,
});
