import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { i18n } from '../../../lib/i18n/i18n';

/** The badges everyone can earn (the community service's badge catalog), by their stable id, as the
 * profile shows them in the active language. A badge the site does not know is shown as the API
 * words it. */
export const BADGE_TEXTS: Record<
  string,
  { name: MessageDescriptor; description: MessageDescriptor }
> = {
  'first-contribution': {
    name: msg`First Steps`,
    description: msg`Made your first contribution to the directory`,
  },
  'helpful-neighbor': {
    name: msg`Helpful Neighbor`,
    description: msg`Made 5 contributions that help others find food`,
  },
  'community-guide': {
    name: msg`Community Guide`,
    description: msg`Made 10 contributions to store information`,
  },
  'local-expert': {
    name: msg`Local Expert`,
    description: msg`Made 25 contributions across your area`,
  },
  'snap-champion': {
    name: msg`SNAP Champion`,
    description: msg`Made 50 contributions to the community`,
  },
  'community-legend': {
    name: msg`Community Legend`,
    description: msg`Made 100 contributions: thank you!`,
  },
};

/** A badge's name in the active language, by its id. */
export function badgeName(badge: { id: string; name: string }): string {
  const texts = BADGE_TEXTS[badge.id];
  return texts ? i18n._(texts.name) : badge.name;
}

/** A badge's description in the active language, by its id. */
export function badgeDescription(badge: { id: string; description: string }): string {
  const texts = BADGE_TEXTS[badge.id];
  return texts ? i18n._(texts.description) : badge.description;
}
