'use strict';

/**
 * Issue 46: the ways to pay are written as families know them. "Medicaid / COPES" is now
 * "Medicaid (COPES / Community First Choice)" and "Veterans benefits" "VA benefits"
 * (@afh/contract/choices, FORMER_PAYMENT_TYPES), in the settings' list and in the tour requests'
 * answers. The server reads and takes the former spellings too; this rewrites what is stored, so
 * the Strapi console and the inquiries' filter see one spelling. A fresh database skips it.
 */
const FORMER = { 'Medicaid / COPES': 'Medicaid (COPES / Community First Choice)', 'Veterans benefits': 'VA benefits' };

/** A JSON column as the database gives it: text on SQLite, already parsed on PostgreSQL. */
const listOf = (value) => {
  if (Array.isArray(value)) return value;
  if (typeof value !== 'string') return null;
  try {
    const parsed = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
};

module.exports = {
  async up(knex) {
    if ((await knex.schema.hasTable('settings')) && (await knex.schema.hasColumn('settings', 'payment_types'))) {
      for (const row of await knex('settings').select('id', 'payment_types')) {
        const list = listOf(row.payment_types);
        if (!list || !list.some((type) => Object.hasOwn(FORMER, type))) continue;
        const current = [...new Set(list.map((type) => FORMER[type] ?? type))];
        await knex('settings').where({ id: row.id }).update({ payment_types: JSON.stringify(current) });
      }
    }
    if ((await knex.schema.hasTable('inquiries')) && (await knex.schema.hasColumn('inquiries', 'payment_source'))) {
      for (const [former, current] of Object.entries(FORMER)) await knex('inquiries').where({ payment_source: former }).update({ payment_source: current });
    }
  },
};
