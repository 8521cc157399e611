import type { Faq } from '../../../lib/types';
import * as page from '../admin-page.css';

/** Active shows green, inactive red; the category is a neutral badge. */
export const FaqStatusBadge = ({ status }: { status: Faq['status'] }) => <span className={status === 'active' ? page.badgeGood : page.badgeBad}>{status}</span>;

export const FaqCategoryBadge = ({ category }: { category: Faq['category'] }) => <span className={page.badgeNeutral}>{category}</span>;
