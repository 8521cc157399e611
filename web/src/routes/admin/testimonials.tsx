import { createFileRoute } from '@tanstack/react-router';
import { PAGE_TEXT } from '../../features/site/page-text';
import { adminTestimonialsQuery } from '../../features/admin/testimonials/testimonials-api';
import { TestimonialsPage, TestimonialsLoadFailed, TestimonialsPending } from '../../features/admin/testimonials/testimonials-page';
import { ensureAdminData } from '../../features/admin/guard';

export const Route = createFileRoute('/admin/testimonials')({
  loader: ({ context }) => ensureAdminData(context, (queryClient) => queryClient.ensureQueryData(adminTestimonialsQuery())),
  // The loading state shows at once, as long as the list is on its way, as the screen showed it before.
  pendingMs: 0,
  pendingMinMs: 0,
  pendingComponent: TestimonialsPending,
  errorComponent: TestimonialsLoadFailed,
  staticData: { accessNotice: 'content', pageText: PAGE_TEXT.adminTestimonials },
  component: TestimonialsPage,
});
