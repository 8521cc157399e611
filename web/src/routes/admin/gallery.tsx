import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminGalleryQuery } from '../../features/admin/gallery/gallery-api';
import { GalleryPage, GalleryLoadFailed, GalleryPending } from '../../features/admin/gallery/gallery-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/gallery')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminGalleryQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: GalleryPending,
  errorComponent: GalleryLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminGallery },
  component: GalleryPage,
});
