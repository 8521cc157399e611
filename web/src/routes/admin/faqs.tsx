import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/faqs')({
  ...screenRoute('faqs'),
  staticData: { accessNotice: 'faqs', pageText: { title: 'FAQ Management' } },
});
