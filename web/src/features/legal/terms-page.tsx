import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function TermsPage() {
  return (
    <Container>
      <h1>Terms of Service</h1>
    </Container>
  );
}
