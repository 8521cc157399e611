import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function ProgramsPage() {
  return (
    <Container>
      <h1>Our Programs</h1>
    </Container>
  );
}
