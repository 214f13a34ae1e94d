import { Controller } from '@nestjs/common';
import { IdentityEvents, UserDeletedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { ContributionsUseCases } from '../contributions/contributions.usecases';
import { PointsUseCases } from '../points/points.usecases';
import { ReviewsUseCases } from '../reviews/reviews.usecases';
import { TipsUseCases } from '../tips/tips.usecases';

/** A deleted account: its points and badges go; its reviews, tips and contributions stay without the
 * link to the person (so every store's stats stay as they were). Idempotent: a redelivered event
 * finds nothing left to remove or anonymize. */
@Controller()
export class AccountDeletionHandler {
  constructor(
    private readonly points: PointsUseCases,
    private readonly reviews: ReviewsUseCases,
    private readonly tips: TipsUseCases,
    private readonly contributions: ContributionsUseCases,
  ) {}

  @OnEvent(IdentityEvents.userDeleted)
  async userDeleted(event: UserDeletedEvent): Promise<void> {
    await this.points.forgetUser(event.userId);
    await this.reviews.anonymizeUser(event.userId);
    await this.tips.anonymizeUser(event.userId);
    await this.contributions.anonymizeUser(event.userId);
  }
}
