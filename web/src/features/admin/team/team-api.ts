import type { AdminTeamMember, FormFields } from '../../../lib/types';
import { publicKey } from '../../site/query-keys';
import { collectionQuery, type Collection } from '../collection/collection-api';

/** What the form sends: the fields of the API's own request schema (team/create). */
export type MemberInput = FormFields<'team/create', 'name' | 'role' | 'credentials' | 'languages' | 'photo_url' | 'alt' | 'bio' | 'status'>;

export const TEAM: Collection = { folder: 'team', publicList: publicKey('team'), noun: 'team' };

/** Every member, active or not, in the order Our Team shows them. */
export const adminTeamQuery = () => collectionQuery<AdminTeamMember>(TEAM);
