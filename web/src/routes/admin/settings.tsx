import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminSettingsQuery } from '../../features/admin/settings/settings-api';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminSettingsQuery())]),
  staticData: { pageText: PAGE_TEXT.adminSettings },
  component: SettingsPage,
});
