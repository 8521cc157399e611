import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { emailSettingsQuery } from '../../features/admin/settings/email-api';
import { adminSettingsQuery } from '../../features/admin/settings/settings-api';
import { SettingsPage, SettingsLoadFailed, SettingsPending } from '../../features/admin/settings/settings-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/settings')({
  // The settings must be there to draw; the Email card's own record is waited for too, but a
  // failure to read it stays in that card (prefetchQuery never throws), as it always did.
  loader: ({ context }) =>
    ensureAdminData(context, (queryClient) => Promise.all([queryClient.ensureQueryData(adminSettingsQuery()), queryClient.prefetchQuery(emailSettingsQuery())])),
  // The loading state shows at once, as long as the settings are on their way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: SettingsPending,
  errorComponent: SettingsLoadFailed,
  staticData: { pageText: PAGE_TEXT.adminSettings },
  component: SettingsPage,
});
