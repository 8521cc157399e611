import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/programs')({
  ...screenRoute('programs'),
  staticData: { pageText: { title: 'Programs Management' } },
});
