import { createFileRoute } from '@tanstack/react-router';
import { ContactSection } from '../../features/contact/contact-section';
import { HomeGallery } from '../../features/gallery/home-gallery';
import { HomePage } from '../../features/home/home-page';
import { TeamSection } from '../../features/people/team-section';
import { TestimonialsSection } from '../../features/people/testimonials-section';

function Home() {
  return (
    <HomePage
      house={<HomeGallery />}
      people={
        <>
          <TeamSection limit={3} />
          <TestimonialsSection limit={2} alt />
        </>
      }
      contact={<ContactSection />}
    />
  );
}

export const Route = createFileRoute('/_site/')({ component: Home });
