import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { OurHomePage } from '../../features/gallery/our-home-page';

export const Route = createFileRoute('/_site/our-home')({
  head: ({ match }) => publicPageHead(match.context, { page: 'ourHome', path: '/our-home', image: '/images/banners/about-1600.webp' }),
  component: OurHomePage,
});
