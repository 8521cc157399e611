import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';

// ?open=<id> (an alert's tap, issue 45) is read by the screen itself (screens.tsx), not here: the
// route's definition is in the entry every public visitor downloads.
export const Route = createFileRoute('/admin/inquiries')({
  ...screenRoute('inquiries'),
  staticData: { pageText: { title: 'Inquiries' } },
});
