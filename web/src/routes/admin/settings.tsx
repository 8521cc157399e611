import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/settings')({
  ...screenRoute('settings'),
  staticData: { pageText: { title: 'Settings' } },
});
