import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { loadAdminScreen } from '../../features/admin/guard';
import { adminTestimonialsQuery } from '../../features/admin/testimonials/testimonials-api';
import { TestimonialsPage } from '../../features/admin/testimonials/testimonials-page';

export const Route = createFileRoute('/admin/testimonials')({
  loader: ({ context }) => loadAdminScreen(context, (queryClient) => [queryClient.prefetchQuery(adminTestimonialsQuery())]),
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTestimonials },
  component: TestimonialsPage,
});
