import { createFileRoute } from '@tanstack/react-router';
import { warm } from '../../lib/query-client';
import { adminSettingsQuery } from '../../features/admin/settings/settings-api';
import { SettingsPage } from '../../features/admin/settings/settings-page';

export const Route = createFileRoute('/admin/settings')({
  loader: ({ context }) => warm([context.queryClient.prefetchQuery(adminSettingsQuery())]),
  component: SettingsPage,
});
