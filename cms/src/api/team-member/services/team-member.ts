import type { Core, Modules } from '@strapi/strapi';
import type { AdminTeamMember, TeamMember } from '../../../contract/records';
import { badRequest, notFound } from '../../../lib/http';
import { undoableRemoval } from '../../../lib/soft-delete';
import { parseBody } from '../../../lib/validation';
import { listOf, nextOrderIndex, reorder } from '../../kit/showcase';

const UID = 'api::team-member.team-member';
type Entry = Modules.Documents.Document<typeof UID>;

const toPublic = (entry: Entry): TeamMember => ({
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

export const toRecord = (entry: Entry): AdminTeamMember => ({
  ...toPublic(entry),
  status: entry.visibility ?? 'active',
  created_at: String(entry.createdAt),
  updated_at: String(entry.updatedAt),
});

const teamMembers = ({ strapi }: { strapi: Core.Strapi }) => {
  const documents = () => strapi.documents(UID);

  const findById = async (id: number) => {
    const entry = await documents().findFirst({ filters: { id } });
    if (!entry) throw notFound('Team member not found');
    return entry;
  };
  const undo = undoableRemoval(strapi, UID, findById, toRecord);
  const inOrder = [{ orderIndex: 'asc' as const }, { id: 'asc' as const }];

  return {
    /** The active team in the owner's order, as a visitor sees them. */
    async listPublic() {
      return (await documents().findMany({ filters: { visibility: 'active' }, sort: inOrder, limit: -1 })).map(toPublic);
    },

    async listAll() {
      return (await documents().findMany({ sort: inOrder, limit: -1 })).map(toRecord);
    },

    async create(body: unknown) {
      const input = parseBody('team/create', body);
      const entry = await documents().create({
        data: {
          name: input.name,
          role: input.role,
          credentials: input.credentials ?? [],
          languages: input.languages ?? [],
          photoUrl: input.photo_url ?? '',
          alt: input.alt ?? '',
          bio: input.bio ?? '',
          visibility: input.status ?? 'active',
          orderIndex: await nextOrderIndex(strapi, UID),
        },
      });
      return toRecord(entry);
    },

    async update(body: unknown) {
      const input = parseBody('team/update', body);
      const existing = await findById(input.id);
      // The photo kept or sent still needs its words.
      const photo = input.photo_url ?? existing.photoUrl ?? '';
      const alt = input.alt ?? existing.alt ?? '';
      if (photo && !alt) throw badRequest('Alt text is required');
      const entry = await documents().update({
        documentId: existing.documentId,
        data: {
          ...(input.name !== undefined ? { name: input.name } : {}),
          ...(input.role !== undefined ? { role: input.role } : {}),
          ...(input.credentials !== undefined ? { credentials: input.credentials } : {}),
          ...(input.languages !== undefined ? { languages: input.languages } : {}),
          ...(input.photo_url !== undefined ? { photoUrl: input.photo_url } : {}),
          ...(input.alt !== undefined ? { alt: input.alt } : {}),
          ...(input.bio !== undefined ? { bio: input.bio } : {}),
          ...(input.status !== undefined ? { visibility: input.status } : {}),
          ...(input.order_index !== undefined ? { orderIndex: input.order_index } : {}),
        },
      });
      if (!entry) throw notFound('Team member not found');
      return toRecord(entry);
    },

    async reorder(body: unknown) {
      await reorder(strapi, UID, 'team/reorder', body);
      return this.listAll();
    },

    /** A soft delete (lib/soft-delete.ts): answers the id and until when it can be restored. */
    async remove(body: unknown) {
      const { id } = parseBody('team/delete', body);
      return undo.remove(id);
    },

    restore: undo.restore,
  };
};
export default teamMembers;

declare module '../../kit/services' {
  interface AppServices {
    'api::team-member.team-member': ReturnType<typeof teamMembers>;
  }
}
