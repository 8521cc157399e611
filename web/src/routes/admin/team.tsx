import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminTeamQuery } from '../../features/admin/team/team-api';
import { TeamPage, TeamLoadFailed, TeamPending } from '../../features/admin/team/team-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/team')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminTeamQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: TeamPending,
  errorComponent: TeamLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTeam },
  component: TeamPage,
});
