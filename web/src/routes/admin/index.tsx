import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/')({
  ...screenRoute('dashboard', { failure: false }),
  staticData: { pageText: { title: 'Dashboard' } },
});
