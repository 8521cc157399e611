import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, postJson } from '../../../lib/api';
import type { CatalogRecord } from '../../../lib/types';
import { catalogKeys } from '../../site/catalog-query';
import type { CatalogKind } from './catalog-kinds';

/** A service or program as the admin edits it: its list (`features` or `activities`) as `items`. */
export type CatalogItem = Omit<CatalogRecord, 'features' | 'activities'> & { items: string[] };
export type CatalogInput = Pick<CatalogItem, 'title' | 'description' | 'image_url' | 'items' | 'status' | 'featured'>;

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

/** Writes reload the admin list and the public pages' copy, so nothing shows stale content. */
const useCatalogMutation = <T>(kind: CatalogKind, call: (input: T) => Promise<unknown>) => {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: adminCatalogKey(kind) }),
        queryClient.invalidateQueries({ queryKey: kind.plural === 'services' ? catalogKeys.services : catalogKeys.programs }),
      ]),
  });
};

export const useCreateItem = (kind: CatalogKind) => useCatalogMutation(kind, (input: CatalogInput) => postJson(`/${kind.plural}/create.php`, toBody(kind, input)));
export const useUpdateItem = (kind: CatalogKind) =>
  useCatalogMutation(kind, ({ id, ...input }: CatalogInput & { id: number }) => postJson(`/${kind.plural}/update.php`, { id, ...toBody(kind, input) }, 'PUT'));
export const useDeleteItem = (kind: CatalogKind) => useCatalogMutation(kind, (id: number) => apiRequest(`/${kind.plural}/delete.php?id=${id}`, { method: 'DELETE' }));
