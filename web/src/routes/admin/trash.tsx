import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/trash')({
  ...screenRoute('trash'),
  staticData: { pageText: { title: 'Recently deleted' } },
});
