import { LegalDocument } from './legal-document';
import { termsWords } from './terms-words';

export function TermsPage() {
  return <LegalDocument part={termsWords} month="2025-01" path="/terms" />;
}
