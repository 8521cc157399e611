import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/tours')({
  ...screenRoute('tours'),
  staticData: { pageText: { title: 'Tours' } },
});
