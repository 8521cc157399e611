import { createFileRoute } from '@tanstack/react-router';
import { publicPageHead } from '../../features/site/page-head';
import { AboutPage } from '../../features/about/about-page';
import { TeamSection } from '../../features/people/team-section';
import { TestimonialsSection } from '../../features/people/testimonials-section';

function About() {
  return (
    <AboutPage
      people={
        <>
          <TeamSection />
          <TestimonialsSection alt />
        </>
      }
    />
  );
}

export const Route = createFileRoute('/_site/about')({
  head: ({ match }) => publicPageHead(match.context, { page: 'about', path: '/about', image: '/images/banners/about-1600.webp' }),
  component: About,
});
