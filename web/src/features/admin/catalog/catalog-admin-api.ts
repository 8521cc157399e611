import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { CatalogRecord, DeleteReply } from '../../../lib/types';
import { catalogKeys } from '../../site/catalog-query';
import { activityKeys } from '../activity/activity-api';
import { patched, useOptimisticListMutation, without } from '../collection/optimistic';
import type { WithTranslations } from '../translations/translations';
import type { CatalogKind } from './catalog-kinds';

/** A service or program as the admin edits it: its list (`features` or `activities`) as `items`. */
export type CatalogItem = Omit<CatalogRecord, 'features' | 'activities'> & { items: string[] } & WithTranslations;
/** What the form sends: its English fields, and the translations of the languages offered (issue 47). */
export type CatalogInput = Pick<CatalogItem, 'title' | 'description' | 'image_url' | 'alt' | 'items' | 'status' | 'featured'> & WithTranslations;

export const adminCatalogKey = (kind: CatalogKind) => ['admin', kind.plural] as const;

export const adminCatalogQuery = (kind: CatalogKind) =>
  queryOptions({
    queryKey: adminCatalogKey(kind),
    queryFn: async (): Promise<CatalogItem[]> => {
      const { records } = await apiRequest<{ records?: CatalogRecord[] }>(`/${kind.plural}/read.php`);
      return (records ?? []).map(({ features, activities, ...rest }) => ({ ...rest, items: (kind.listField === 'features' ? features : activities) ?? [] }));
    },
  });

const toBody = (kind: CatalogKind, { items, ...input }: CatalogInput) => ({ ...input, [kind.listField]: items });

/** What a write makes stale besides the admin list: the public pages' copy, and the history. */
const alsoStale = (kind: CatalogKind) => [kind.plural === 'services' ? catalogKeys.services : catalogKeys.programs, activityKeys.all];

/** Writes reload the admin list and the public pages' copy, so nothing shows stale content. */
const useCatalogMutation = <T>(kind: CatalogKind, call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => Promise.all([adminCatalogKey(kind), ...alsoStale(kind)].map((queryKey) => queryClient.invalidateQueries({ queryKey }))),
  });
};

export const useCreateItem = (kind: CatalogKind) => useCatalogMutation(kind, (input: CatalogInput) => postJson(`/${kind.plural}/create.php`, toBody(kind, input)));
/** The row shows the edit at once; a refused save puts it back (issue 17). */
export const useUpdateItem = (kind: CatalogKind) =>
  useOptimisticListMutation({
    list: adminCatalogKey(kind),
    mutationFn: ({ id, ...input }: CatalogInput & { id: number }) => postJson(`/${kind.plural}/update.php`, { id, ...toBody(kind, input) }, 'PUT'),
    apply: (items: CatalogItem[], input) => patched(items, input),
    invalidate: alsoStale(kind),
  });
/** The row leaves at once; a refused delete brings it back. The server keeps it a while for Undo. */
export const useDeleteItem = (kind: CatalogKind) =>
  useOptimisticListMutation({
    list: adminCatalogKey(kind),
    mutationFn: (id: number) => apiRequest<DeleteReply>(`/${kind.plural}/delete.php?id=${id}`, { method: 'DELETE' }),
    apply: (items: CatalogItem[], id) => without(items, id),
    invalidate: alsoStale(kind),
  });
/** Undo of a delete: POST restore.php; the item comes back as it was (id, order, image, status). */
export const useRestoreItem = (kind: CatalogKind) => useCatalogMutation(kind, (id: number) => postJson(`/${kind.plural}/restore.php`, { id }));
