import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminGalleryQuery } from '../../features/admin/gallery/gallery-api';
import { GalleryPage } from '../../features/admin/gallery/gallery-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/gallery')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminGalleryQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminGallery },
  component: GalleryPage,
});
