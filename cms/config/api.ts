export default {
  rest: {
    // Every call of the product lives under the legacy PHP-style prefix (spec section 7).
    prefix: '/backend/api',
    defaultLimit: 100,
    maxLimit: 500,
    withCount: true,
  },
};
