import { useCallback } from 'react';
import useSWR from 'swr';
import { createView, deleteView, listViews, SAVED_VIEWS_PATH, updateView, type SavedView, type SavedViewChange, type SavedViewDraft } from './savedViews';

interface SavedViewsController {
  views: SavedView[];
  loading: boolean;
  error: unknown;
  create: (draft: SavedViewDraft) => Promise<SavedView>;
  update: (id: string, change: SavedViewChange) => Promise<SavedView>;
  remove: (id: string) => Promise<void>;
}

/** The views of one list for the signed-in admin, kept fresh after each change. */
export function useSavedViews(area: string, adminId: number): SavedViewsController {
  // Its own key (not an API path), so a list's "refetch my pages" never touches it.
  const key = [`${SAVED_VIEWS_PATH}#views`, area, adminId] as const;
  const { data, error, isLoading, mutate } = useSWR(key, () => listViews(area, adminId), { revalidateOnFocus: false });

  const create = useCallback(
    async (draft: SavedViewDraft) => {
      const view = await createView(area, adminId, draft);
      await mutate();
      return view;
    },
    [area, adminId, mutate],
  );
  const update = useCallback(
    async (id: string, change: SavedViewChange) => {
      try {
        return await updateView(area, adminId, id, change);
      } finally {
        await mutate();
      }
    },
    [area, adminId, mutate],
  );
  const remove = useCallback(
    async (id: string) => {
      try {
        await deleteView(area, adminId, id);
      } finally {
        await mutate();
      }
    },
    [area, adminId, mutate],
  );
  return { views: data ?? [], loading: isLoading, error, create, update, remove };
}
