import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function PrivacyPage() {
  return (
    <Container>
      <h1>Privacy Policy</h1>
    </Container>
  );
}
