import { formatDate } from '../../../lib/format-dates';
import type { CatalogKind } from './catalog-kinds';

/** Services use the site's en-US dates; programs the browser's own format (spec section 2). */
export const itemDate = (kind: CatalogKind, value: string) => (kind.localDates ? new Date(value).toLocaleDateString() : formatDate(value));
