'use strict';

/**
 * Inquiries had a `handled` flag; they now have a status (new / contacted / scheduled / closed).
 * Runs before Strapi syncs the schema (which then drops `handled`): a handled request becomes
 * `closed`, every other one `new`. A fresh database has no `handled` column and skips this.
 */
module.exports = {
  async up(knex) {
    if (!(await knex.schema.hasTable('inquiries'))) return;
    if (!(await knex.schema.hasColumn('inquiries', 'handled'))) return;
    if (!(await knex.schema.hasColumn('inquiries', 'inquiry_status'))) {
      await knex.schema.alterTable('inquiries', (table) => table.string('inquiry_status'));
    }
    await knex('inquiries').update({ inquiry_status: knex.raw("CASE WHEN handled THEN 'closed' ELSE 'new' END") });
  },
};
