import { createFileRoute } from '@tanstack/react-router';
import { ContactSection } from '../../features/contact/contact-section';
import { HomePage } from '../../features/home/home-page';

export const Route = createFileRoute('/_site/')({ component: () => <HomePage contact={<ContactSection />} /> });
