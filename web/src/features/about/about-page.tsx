import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function AboutPage() {
  return (
    <Container>
      <h1>About Us</h1>
    </Container>
  );
}
