import { createFileRoute } from '@tanstack/react-router';
import { ComingSoon } from '../../features/admin/coming-soon';

export const Route = createFileRoute('/admin/faqs')({ component: () => <ComingSoon title="FAQs" /> });
