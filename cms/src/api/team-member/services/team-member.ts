import type { Core, Modules } from '@strapi/strapi';
import type { AdminTeamMember, TeamMember } from '@afh/contract/records';
import type { Language } from '@afh/contract/languages';
import { uploadSrcSets } from '../../../content/upload-srcsets';
import { createCollectionService } from '../../kit/collection';
import { listOf, presentFields, writtenAt } from '../../kit/entries';

const UID = 'api::team-member.team-member';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): Omit<TeamMember, 'photo_srcset'> => ({
  id: Number(entry.id),
  name: entry.name ?? '',
  role: entry.role ?? '',
  credentials: listOf(entry.credentials),
  languages: listOf(entry.languages),
  photo_url: entry.photoUrl ?? '',
  alt: entry.photoUrl ? (entry.alt ?? '') : '',
  bio: entry.bio ?? '',
  order_index: entry.orderIndex ?? 0,
});

export const toRecord = (entry: Entry): AdminTeamMember => ({ ...toPublic(entry), status: entry.visibility ?? 'active', ...writtenAt(entry) });

const STORED_AS = {
  name: 'name',
  role: 'role',
  credentials: 'credentials',
  languages: 'languages',
  photo_url: 'photoUrl',
  alt: 'alt',
  bio: 'bio',
  status: 'visibility',
  order_index: 'orderIndex',
} as const;

/** The active team in the owner's order, as a visitor sees them; the admin drags them into order. */
const collection = createCollectionService({
  uid: UID,
  documents: (strapi) => strapi.documents(UID),
  order: 'owner',
  toPublic,
  toRecord,
  created: (input, orderIndex) => ({
    name: input.name,
    role: input.role,
    credentials: input.credentials ?? [],
    languages: input.languages ?? [],
    photoUrl: input.photo_url ?? '',
    alt: input.alt ?? '',
    bio: input.bio ?? '',
    visibility: input.status ?? 'active',
    orderIndex,
  }),
  changed: (input) => presentFields(input, STORED_AS),
});

const teamMembers = ({ strapi }: { strapi: Core.Strapi }) => {
  const members = collection({ strapi });
  return {
    ...members,
    /**
     * The active team as a visitor sees them, each photo with the sizes the media library keeps of
     * it (`photo_srcset`, issue 33; '' for a photo that is no upload of the library).
     */
    async listPublic(language: Language = 'en'): Promise<TeamMember[]> {
      const team = await members.listPublic(language);
      const srcSets = await uploadSrcSets(strapi, team.map((member) => member.photo_url));
      return team.map((member) => ({ ...member, photo_srcset: srcSets.get(member.photo_url) ?? '' }));
    },
  };
};
export default teamMembers;

declare module '../../kit/services' {
  interface AppServices {
    'api::team-member.team-member': ReturnType<typeof teamMembers>;
  }
}
