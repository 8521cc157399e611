import { createFileRoute } from '@tanstack/react-router';
import { CostsPage } from '../../features/costs/costs-page';

export const Route = createFileRoute('/_site/costs')({ component: CostsPage });
