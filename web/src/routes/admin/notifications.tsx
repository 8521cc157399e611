import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/notifications')({
  ...screenRoute('notifications'),
  staticData: { pageText: { title: 'Notifications' } },
});
