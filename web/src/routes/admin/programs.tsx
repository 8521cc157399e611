import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/admin/coming-soon';

export const Route = createFileRoute('/admin/programs')({ component: () => <ComingSoon title="Programs" /> });
