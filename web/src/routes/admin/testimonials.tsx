import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/testimonials')({
  ...screenRoute('testimonials'),
  staticData: { pageText: { title: 'Testimonials' } },
});
