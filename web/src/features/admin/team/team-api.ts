import type { AdminTeamMember, ItemStatus } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { collectionQuery, type Collection } from '../collection/collection-api';

export type MemberInput = Pick<AdminTeamMember, 'name' | 'role' | 'credentials' | 'languages' | 'photo_url' | 'alt' | 'bio'> & { status: ItemStatus };

export const TEAM: Collection = { folder: 'team', publicList: homeLifeKeys.team, noun: 'team' };

/** Every member, active or not, in the order Our Team shows them. */
export const adminTeamQuery = () => collectionQuery<AdminTeamMember>(TEAM);
