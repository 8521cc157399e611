import { showcaseRoutes } from '../../showcase';

export default showcaseRoutes('testimonials', 'api::testimonial.testimonial', { ordered: false });
