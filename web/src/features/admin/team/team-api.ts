import { queryOptions } from '@tanstack/react-query';
import type { AdminTeamMember, ItemStatus } from '../../../lib/types';
import { homeLifeKeys } from '../../site/home-life-query';
import { readShowcase, useShowcaseCreate, useShowcaseDelete, useShowcaseReorder, useShowcaseRestore, useShowcaseUpdate, type Showcase } from '../showcase/showcase-api';

export type MemberInput = Pick<AdminTeamMember, 'name' | 'role' | 'credentials' | 'languages' | 'photo_url' | 'alt' | 'bio'> & { status: ItemStatus };

export const teamAdminKeys = { all: ['admin', 'team'] as const };

const TEAM: Showcase = { folder: 'team', list: teamAdminKeys.all, publicList: homeLifeKeys.team, noun: 'team' };

/** Every member, active or not, in the order Our Team shows them. */
export const adminTeamQuery = () => queryOptions({ queryKey: teamAdminKeys.all, queryFn: () => readShowcase<AdminTeamMember>(TEAM) });

export const useCreateMember = () => useShowcaseCreate<MemberInput>(TEAM);
export const useUpdateMember = () => useShowcaseUpdate<AdminTeamMember, MemberInput>(TEAM);
export const useDeleteMember = () => useShowcaseDelete<AdminTeamMember>(TEAM);
export const useRestoreMember = () => useShowcaseRestore(TEAM);
export const useReorderTeam = () => useShowcaseReorder<AdminTeamMember>(TEAM);
