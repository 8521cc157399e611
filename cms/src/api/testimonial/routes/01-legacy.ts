import { showcaseRoutes } from '../../kit/showcase';

export default showcaseRoutes('testimonials', 'api::testimonial.testimonial', { ordered: false });
