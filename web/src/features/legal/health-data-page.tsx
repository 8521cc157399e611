import { healthDataWords } from './health-data-words';
import { LegalDocument } from './legal-document';

/** Washington's My Health My Data Act asks for this policy on its own page, linked from the home page (issue 19). */
export function HealthDataPage() {
  return <LegalDocument part={healthDataWords} month="2026-11" path="/consumer-health-data" />;
}
