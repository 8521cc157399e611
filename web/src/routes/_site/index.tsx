import { createFileRoute } from '@tanstack/react-router';
import { HomePage } from '../../features/home/home-page';
import { homeHead } from '../../features/home/home-head';
import { deferred } from '../../ui/deferred';

// Below the first screens: their code comes when the visitor scrolls near them (ui/deferred.tsx).
const House = deferred('house', () => import('../../features/gallery/home-gallery').then((module) => module.HomeGallery));
const People = deferred('people', () => import('../../features/people/home-people').then((module) => module.HomePeople));
const Contact = deferred('contact', () => import('../../features/contact/contact-section').then((module) => module.ContactSection));

export const Route = createFileRoute('/_site/')({
  head: ({ match }) => homeHead(match.context),
  component: () => <HomePage house={<House />} people={<People />} contact={<Contact />} />,
});
