import { isValidNewOption } from '../creatable-select/creatable-rules';
import { useExpertiseTagsInfiniteQuery } from '../../api/expertise-api';
import { exactExpertiseMatch, shouldSearchExpertise, showNoExpertiseFound } from './expertise-rules';

export interface ExpertiseSearch {
  /** The tags found so far (20 a page), empty while loading or below 1 character. */
  tags: string[];
  loading: boolean;
  /** "No expertise found": 3 characters or more and nothing came back. */
  noneFound: boolean;
  /** The listed tag the input matches exactly (what Enter and the add button take). */
  match: string | undefined;
  /** Create "{input}" is offered: nothing found matches the input, compared case-insensitively. */
  canCreate: boolean;
  /** Another page of 20 is there to load. */
  hasMore: boolean;
  loadingMore: boolean;
  loadMore: () => void;
}

/** The expertise search of spec section 5, shared by the profile's expertise and the Journal's keywords. */
export const useExpertiseSearch = (input: string): ExpertiseSearch => {
  const searching = shouldSearchExpertise(input);
  const result = useExpertiseTagsInfiniteQuery(input.trim(), { skip: !searching });
  const loading = searching && result.isFetching && !result.isFetchingNextPage;
  const tags = searching && !loading ? (result.data?.pages.flatMap((page) => page.tags) ?? []) : [];
  return {
    tags,
    loading,
    noneFound: showNoExpertiseFound(input, loading, tags),
    match: exactExpertiseMatch(input, tags),
    canCreate:
      searching &&
      !loading &&
      isValidNewOption(
        input.trim(),
        tags.map((t) => ({ value: t, label: t })),
      ),
    hasMore: searching && !loading && result.hasNextPage,
    loadingMore: result.isFetchingNextPage,
    loadMore: () => void result.fetchNextPage(),
  };
};
