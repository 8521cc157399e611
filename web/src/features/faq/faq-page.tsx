import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function FaqPage() {
  return (
    <Container>
      <h1>Frequently Asked Questions</h1>
    </Container>
  );
}
