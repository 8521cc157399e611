import { TeamSection } from './team-section';
import { TestimonialsSection } from './testimonials-section';

/** The home page's people: the first three of Our Team and the two newest words of families. */
export function HomePeople() {
  return (
    <>
      <TeamSection limit={3} />
      <TestimonialsSection limit={2} alt />
    </>
  );
}
