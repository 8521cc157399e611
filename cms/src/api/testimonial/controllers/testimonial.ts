import { showcaseController } from '../../kit/showcase';

export default showcaseController('api::testimonial.testimonial', 'Testimonial');
