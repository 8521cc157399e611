import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

export const Route = createFileRoute('/admin/users')({
  ...screenRoute('users'),
  staticData: { accessNotice: 'users', pageText: { title: 'Users' } },
});
