import { createFileRoute } from '@tanstack/react-router';
import { adminGalleryQuery } from '../../features/admin/gallery/gallery-api';
import { GalleryPage } from '../../features/admin/gallery/gallery-page';
import { loadAdminScreen } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/gallery')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminGalleryQuery())]),
  staticData: { accessNotice: 'content' },
  component: GalleryPage,
});
