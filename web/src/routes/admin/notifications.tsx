import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';
import { PAGE_TEXT } from '../../features/site/page-text';

export const Route = createFileRoute('/admin/notifications')({
  ...screenRoute('notifications'),
  staticData: { pageText: PAGE_TEXT.adminNotifications },
});
