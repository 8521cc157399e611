import type { AdminTeamMember } from '../../../lib/types';
import { useCollectionReorder } from '../collection/collection-api';
import { ListScreen, listScreenStates, type ListScreenWords } from '../collection/collection-screen';
import { useCollectionScreen } from '../collection/use-collection-screen';
import { useOrder } from '../collection/use-order';
import { TEAM, type MemberInput } from './team-api';
import { TeamFormDialog } from './team-form-dialog';
import { TeamRow } from './team-row';

const WORDS: ListScreenWords<AdminTeamMember> = {
  header: { title: 'Team', subtitle: 'The people in Our Team on the About and home pages.', addLabel: 'Add Team Member' },
  panel: { id: 'team-list-title', title: (count) => `Team Members (${count})` },
  noun: 'Team member',
  loading: 'Loading the team...',
  loadFailed: 'Failed to load the team. Please try again.',
  empty: 'No team members yet. Add the first member of the team.',
  confirmDelete: (member) => `Are you sure you want to delete ${member.name} from the team?`,
  nameOf: (member) => member.name,
};

const states = listScreenStates(WORDS);
/** The route's pending and error components: the frame with the loading or error state. */
export const TeamPending = states.Pending;
export const TeamLoadFailed = states.Failed;

/** Our Team (issue 19): who cares for the residents, in the order the About and home pages show them. */
export function TeamPage() {
  const screen = useCollectionScreen<AdminTeamMember, MemberInput>(TEAM, WORDS);
  const reorder = useCollectionReorder<AdminTeamMember>(TEAM);
  const order = useOrder(screen.items, reorder);
  const dialog = screen.open && <TeamFormDialog key={screen.editing?.id ?? 'new'} member={screen.editing} busy={screen.busy} onClose={screen.close} onSubmit={screen.save} />;

  return (
    <ListScreen words={WORDS} items={screen.items} onAdd={screen.add} dialog={dialog} deleteQuestion={screen.deleteQuestion}>
      {(member, index) => <TeamRow key={member.id} member={member} order={order.at(index)} onEdit={() => screen.edit(member)} onDelete={() => screen.confirmDelete(member)} />}
    </ListScreen>
  );
}
