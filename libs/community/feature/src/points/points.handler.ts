import { Controller } from '@nestjs/common';
import { BadgesQuery, MyPointsQuery, PointsMessages, type RequestMeta } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { BadgesUseCases } from '../badges/badges.usecases';
import { requireUser } from '../access/require-role';
import { PointsUseCases } from './points.usecases';

/** Profile > Points & Badges. */
@Controller()
export class PointsHandler {
  constructor(
    private readonly points: PointsUseCases,
    private readonly badges: BadgesUseCases,
  ) {}

  @OnMessage(PointsMessages.myStats)
  stats(_query: MyPointsQuery, meta: RequestMeta) {
    return this.points.stats(meta.userId);
  }

  @OnMessage(PointsMessages.myPoints)
  history(query: MyPointsQuery, meta: RequestMeta) {
    return this.points.history(meta.userId, query.limit);
  }

  @OnMessage(PointsMessages.myBadges)
  myBadges(_query: MyPointsQuery, meta: RequestMeta) {
    return this.badges.ofUser(requireUser(meta.userId));
  }

  /** Everyone sees the catalog; a signed-in user asking with progress sees theirs too. */
  @OnMessage(PointsMessages.badges)
  async badgesList(query: BadgesQuery, meta: RequestMeta) {
    if (query.withProgress && meta.userId)
      return this.badges.progress(meta.userId, await this.points.contributionsOf(meta.userId));
    return (await this.badges.all()).map((badge) => ({
      ...badge,
      earned: false,
      earned_at: null,
      current: 0,
      ratio: 0,
      almost_there: false,
    }));
  }
}
