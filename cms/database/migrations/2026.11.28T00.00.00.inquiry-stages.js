'use strict';

/**
 * A request has one stage (issue 45): New, Contacted, Tour booked, Toured, Moved in or Closed.
 * Runs before Strapi syncs the schema. The stage `scheduled` becomes `tour_booked`; a request whose
 * tour was marked done is `toured`, and one still new with a tour held is `tour_booked`, so the
 * inbox, Today and Tours agree from the first start. A fresh database has no table and skips this.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('inquiries'))) return;
    if (!(await knex.schema.hasColumn('inquiries', 'inquiry_status'))) return;
    await knex('inquiries').where({ inquiry_status: 'scheduled' }).update({ inquiry_status: 'tour_booked' });
    if (!(await knex.schema.hasColumn('inquiries', 'tour_status'))) return;
    await knex('inquiries').where({ tour_status: 'done' }).whereIn('inquiry_status', ['new', 'contacted', 'tour_booked']).update({ inquiry_status: 'toured' });
    await knex('inquiries').whereIn('tour_status', ['booked', 'confirmed']).where({ inquiry_status: 'new' }).update({ inquiry_status: 'tour_booked' });
  },
};
