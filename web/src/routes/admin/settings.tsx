import { createFileRoute } from '@tanstack/react-router';
import { adminSettingsQuery } from '../../features/admin/settings/settings-api';
import { SettingsPage } from '../../features/admin/settings/settings-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminSettingsQuery())]),
  component: SettingsPage,
});
