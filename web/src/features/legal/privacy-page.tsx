import { LegalDocument } from './legal-document';
import { privacyWords } from './privacy-words';

export function PrivacyPage() {
  return <LegalDocument part={privacyWords} month="2025-01" path="/privacy" />;
}
