import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/gallery')({
  ...screenRoute('gallery'),
  staticData: { pageText: { title: 'Gallery' } },
});
