import { API_PREFIX } from '@afh/contract/site';

export default {
  rest: {
    // Every call of the product lives under the legacy PHP-style prefix (spec section 7).
    prefix: API_PREFIX,
    defaultLimit: 100,
    maxLimit: 500,
    withCount: true,
  },
};
