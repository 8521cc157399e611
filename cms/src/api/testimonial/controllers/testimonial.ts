import { showcaseController } from '../../showcase';

export default showcaseController('api::testimonial.testimonial', 'Testimonial');
