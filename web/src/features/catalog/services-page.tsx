import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function ServicesPage() {
  return (
    <Container>
      <h1>Our Services</h1>
    </Container>
  );
}
