import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function ProgramDetailPage({ slug }: { slug: string }) {
  return (
    <Container>
      <h1>{slug}</h1>
    </Container>
  );
}
