import { createFileRoute } from '@tanstack/react-router';
import { HealthDataPage } from '../../features/legal/health-data-page';

export const Route = createFileRoute('/_site/consumer-health-data')({ component: HealthDataPage });
