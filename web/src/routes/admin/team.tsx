import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { loadAdminScreen } from '../../features/admin/guard';
import { adminTeamQuery } from '../../features/admin/team/team-api';
import { TeamPage } from '../../features/admin/team/team-page';

export const Route = createFileRoute('/admin/team')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminTeamQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTeam },
  component: TeamPage,
});
