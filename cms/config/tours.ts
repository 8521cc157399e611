import type { Core } from '@strapi/strapi';

/** The caps on online tour bookings (issue 41, src/api/tour/caps.ts). */
export default ({ env }: Core.Config.Shared.ConfigParams) => ({
  /** Bookings made online in one day (the home's clock), from every caller together; past it the form offers preferred times. */
  bookingsPerDay: env.int('TOUR_BOOKINGS_PER_DAY', 12),
  /** Upcoming tours one email address, or one phone number, may hold (the tests raise it; 2 for a real family). */
  bookingsPerFamily: env.int('TOUR_BOOKINGS_PER_FAMILY', 2),
});
