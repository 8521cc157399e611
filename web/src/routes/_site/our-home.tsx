import { createFileRoute } from '@tanstack/react-router';
import { OurHomePage } from '../../features/gallery/our-home-page';

export const Route = createFileRoute('/_site/our-home')({ component: OurHomePage });
