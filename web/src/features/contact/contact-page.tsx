import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function ContactPage() {
  return (
    <Container>
      <h1>Contact Us</h1>
    </Container>
  );
}
