import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../../features/site/page-head';
import { PAGE_TEXT } from '../../features/site/page-text';
import { loadAdminScreen } from '../../features/admin/guard';
import { adminTeamQuery } from '../../features/admin/team/team-api';
import { TeamPage } from '../../features/admin/team/team-page';

export const Route = createFileRoute('/admin/team')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminTeamQuery())]),
  staticData: { accessNotice: 'content' },
  head: ({ match }) => privatePageHead(match.context, PAGE_TEXT.adminTeam),
  component: TeamPage,
});
