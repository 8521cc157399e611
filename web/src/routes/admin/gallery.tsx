import { createFileRoute } from '@tanstack/react-router';
import { screenRoute } from '../../features/admin/screen-route';
import { PAGE_TEXT } from '../../features/site/page-text';

export const Route = createFileRoute('/admin/gallery')({
  ...screenRoute('gallery'),
  staticData: { pageText: PAGE_TEXT.adminGallery },
});
