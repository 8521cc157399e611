import { createFileRoute } from '@tanstack/react-router';
import { privatePageHead } from '../../features/site/page-head';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminGalleryQuery } from '../../features/admin/gallery/gallery-api';
import { GalleryPage } from '../../features/admin/gallery/gallery-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/gallery')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminGalleryQuery())]),
  staticData: { accessNotice: 'content' },
  head: ({ match }) => privatePageHead(match.context, PAGE_TEXT.adminGallery),
  component: GalleryPage,
});
