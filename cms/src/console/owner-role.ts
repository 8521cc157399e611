import type { Core } from '@strapi/strapi';

/**
 * The console role of the home's owner: the site's content (services, programs, FAQs, inquiries,
 * settings) and the media library, nothing else. Marketplace, Content-Type Builder, roles, API
 * tokens and plugin settings stay with a super admin, who exists only when someone creates one on
 * purpose (`npx strapi admin:create-user`, README "The Strapi console").
 */
export const OWNER_ROLE = { name: 'Owner', code: 'afh-owner', description: "The home's content (services, programs, FAQs, inquiries, settings) and its media library." } as const;

type Role = { id: number };
type Action = { actionId: string; section: string };
type PermissionInput = { action: string; subject?: string | null; properties?: Record<string, unknown>; conditions?: string[] };
type RoleService = {
  findOne(where: Record<string, unknown>): Promise<Role | null>;
  create(data: { name: string; code: string; description: string }): Promise<Role>;
  assignPermissions(roleId: number, permissions: PermissionInput[]): Promise<unknown>;
};
type PermissionService = { actionProvider: { values(): Action[] } };
type ContentTypeService = { getPermissionsWithNestedFields(actions: Action[], options: { restrictedSubjects: string[] }): PermissionInput[] };

const ACTIVITY_UID = 'api::activity.activity';

/** The media library: see, upload, replace, download and link files (as Strapi's own Editor role). */
const MEDIA_ACTIONS = ['plugin::upload.read', 'plugin::upload.configure-view', 'plugin::upload.assets.create', 'plugin::upload.assets.update', 'plugin::upload.assets.download', 'plugin::upload.assets.copy-link'];

/** The content types the owner edits: ours, where the console shows them (not sessions, reset links). */
type TypeInfo = { uid: string; pluginOptions?: { 'content-manager'?: { visible?: boolean } } };
const ownerTypes = (strapi: Core.Strapi) =>
  Object.keys(strapi.contentTypes)
    .map((uid): TypeInfo => ({ uid, pluginOptions: strapi.contentTypes[uid as keyof typeof strapi.contentTypes].pluginOptions }))
    .filter((type) => type.uid.startsWith('api::') && type.pluginOptions?.['content-manager']?.visible !== false)
    .map((type) => type.uid);

/**
 * Makes sure the Owner role exists with exactly these permissions. Run on every start, so a
 * content type added later is the owner's too, and a permission taken away by hand comes back.
 */
export async function ensureOwnerRole(strapi: Core.Strapi): Promise<Role> {
  const roles = strapi.service('admin::role') as RoleService;
  const find = () => roles.findOne({ code: OWNER_ROLE.code });
  // Two instances starting at once on one database: the second finds the first one's role.
  const created = async (): Promise<Role> => {
    try {
      return await roles.create({ ...OWNER_ROLE });
    } catch (error) {
      const found = await find();
      if (found) return found;
      throw error;
    }
  };
  const role = (await find()) ?? (await created());
  const mine = new Set(ownerTypes(strapi));
  const restrictedSubjects = Object.keys(strapi.contentTypes).filter((uid) => !mine.has(uid));
  const actions = (strapi.service('admin::permission') as PermissionService).actionProvider.values().filter((action) => action.section === 'contentTypes');
  const content = (strapi.service('admin::content-type') as ContentTypeService)
    .getPermissionsWithNestedFields(actions, { restrictedSubjects })
    // The activity log she may read, never change (it refuses every write anyway).
    .filter((permission) => permission.subject !== ACTIVITY_UID || permission.action === 'plugin::content-manager.explorer.read');
  await roles.assignPermissions(role.id, [...content, ...MEDIA_ACTIONS.map((action) => ({ action }))]);
  return role;
}
