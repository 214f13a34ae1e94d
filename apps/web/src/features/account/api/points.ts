import { useQuery } from '@tanstack/react-query';
import { graphql } from '@snap/api-client';
import { request } from '../../../lib/api-client';
import { useAuth } from '../../../lib/auth';

const MyStatsDocument = graphql(`
  query MyStats {
    myStats {
      total_points
      total_contributions
      stores_contributed_to
      verified_contributions
    }
  }
`);

const MyBadgesDocument = graphql(`
  query MyBadges {
    myBadges {
      id
      earned_at
      badge {
        id
        name
        icon
      }
    }
  }
`);

const BadgesDocument = graphql(`
  query Badges {
    badges {
      id
      name
      description
      icon
      contributions_required
      earned
      earned_at
    }
  }
`);

// Everything under ['profile'] is refreshed after a contribution.
export function useMyStats() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', 'stats', user?.id],
    queryFn: async ({ signal }) => (await request(MyStatsDocument, {}, { signal })).myStats,
    enabled: Boolean(user),
  });
}

export function useMyBadges() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', 'my-badges', user?.id],
    queryFn: async ({ signal }) => (await request(MyBadgesDocument, {}, { signal })).myBadges,
    enabled: Boolean(user),
  });
}

/** Every badge, fewest contributions first. */
export function useBadges() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['profile', 'badges', user?.id],
    queryFn: async ({ signal }) => (await request(BadgesDocument, {}, { signal })).badges,
  });
}
