import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client/admin';
import { request } from '../../../lib/api-client';

const Dashboard = graphql(`
  query AdminAnalyticsDashboard($days: Int!) {
    analyticsDashboard(days: $days) {
      days
      daily {
        date
        pageViews
        searches
        zeroResultSearches
        storeClicks
        reviews
        photos
        contributions
      }
      pageViewsByRoute {
        key
        count
      }
      searchesByKind {
        kind
        searches
        zeroResults
      }
      topQueries {
        query
        searches
      }
      activeStores
      catalogCountedAt
      storesByState {
        key
        count
      }
      storesByType {
        key
        count
      }
    }
  }
`);

export const ANALYTICS_PERIODS = [7, 30, 90] as const;
export type AnalyticsPeriod = (typeof ANALYTICS_PERIODS)[number];

export function useAnalyticsDashboard(days: AnalyticsPeriod) {
  return useQuery({
    queryKey: ['analytics', days],
    queryFn: async ({ signal }) =>
      (await request(Dashboard, { days }, { signal })).analyticsDashboard,
    // The previous period stays on screen while the next one loads.
    placeholderData: keepPreviousData,
    // The search service counts the catalog in the background the first time: ask again until it has.
    refetchInterval: (query) =>
      query.state.data && query.state.data.catalogCountedAt === null ? 5_000 : false,
  });
}
