import type { BadgeDocument } from './badge.schema';

/** The badges everyone can earn, by contributions made (reviews, photos, phone numbers, hours, ...).
 * Seeded on start-up; changing a line here updates the stored badge on the next start. */
export const BADGE_CATALOG: readonly BadgeDocument[] = [
  {
    _id: 'first-contribution',
    name: 'First Steps',
    description: 'Made your first contribution to the directory',
    icon: '🌱',
    contributionsRequired: 1,
  },
  {
    _id: 'helpful-neighbor',
    name: 'Helpful Neighbor',
    description: 'Made 5 contributions that help others find food',
    icon: '🤝',
    contributionsRequired: 5,
  },
  {
    _id: 'community-guide',
    name: 'Community Guide',
    description: 'Made 10 contributions to store information',
    icon: '🧭',
    contributionsRequired: 10,
  },
  {
    _id: 'local-expert',
    name: 'Local Expert',
    description: 'Made 25 contributions across your area',
    icon: '⭐',
    contributionsRequired: 25,
  },
  {
    _id: 'snap-champion',
    name: 'SNAP Champion',
    description: 'Made 50 contributions to the community',
    icon: '🏆',
    contributionsRequired: 50,
  },
  {
    _id: 'community-legend',
    name: 'Community Legend',
    description: 'Made 100 contributions: thank you!',
    icon: '👑',
    contributionsRequired: 100,
  },
];
