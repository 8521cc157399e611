import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/services')({
  ...screenRoute('services'),
  staticData: { pageText: { title: 'Services Management' } },
});
