import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/team')({
  ...screenRoute('team'),
  staticData: { pageText: { title: 'Team' } },
});
