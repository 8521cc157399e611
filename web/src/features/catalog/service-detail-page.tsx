import { Container } from '../../ui/layout';

// Placeholder: replaced by the page itself.
export function ServiceDetailPage({ slug }: { slug: string }) {
  return (
    <Container>
      <h1>{slug}</h1>
    </Container>
  );
}
