import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function HomePage() {
  return (
    <Container>
      <h1>Home</h1>
    </Container>
  );
}
