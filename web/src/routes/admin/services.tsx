import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/admin/coming-soon';

export const Route = createFileRoute('/admin/services')({ component: () => <ComingSoon title="Services" /> });
