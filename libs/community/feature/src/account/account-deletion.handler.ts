import { Controller } from '@nestjs/common';
import { IdentityEvents, UserDeletedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { ClaimsUseCases } from '../claims/claims.usecases';
import { StoreClicksUseCases } from '../clicks/store-clicks.usecases';
import { ContributionsUseCases } from '../contributions/contributions.usecases';
import { ModerationUseCases } from '../moderation/moderation.usecases';
import { EbtRefusalsUseCases } from '../refusal-reports/ebt-refusals.usecases';
import { PhotosUseCases } from '../photos/photos.usecases';
import { PointsUseCases } from '../points/points.usecases';
import { ReportsUseCases } from '../reports/reports.usecases';
import { ReviewsUseCases } from '../reviews/reviews.usecases';
import { TipsUseCases } from '../tips/tips.usecases';

/** A deleted account: its points, badges and store clicks (they carry where the user was) go; its
 * reviews, tips, contributions and photos stay published, and its issue reports and business claims
 * stay for the back-office, all without the link to the person (so every store's stats stay as they
 * were). Idempotent: a redelivered event finds nothing left to remove or anonymize. */
@Controller()
export class AccountDeletionHandler {
  constructor(
    private readonly points: PointsUseCases,
    private readonly reviews: ReviewsUseCases,
    private readonly tips: TipsUseCases,
    private readonly contributions: ContributionsUseCases,
    private readonly photos: PhotosUseCases,
    private readonly clicks: StoreClicksUseCases,
    private readonly reports: ReportsUseCases,
    private readonly claims: ClaimsUseCases,
    private readonly moderation: ModerationUseCases,
    private readonly refusals: EbtRefusalsUseCases,
  ) {}

  @OnEvent(IdentityEvents.userDeleted)
  async userDeleted(event: UserDeletedEvent): Promise<void> {
    await this.points.forgetUser(event.userId);
    await this.reviews.anonymizeUser(event.userId);
    await this.tips.anonymizeUser(event.userId);
    await this.contributions.anonymizeUser(event.userId);
    await this.photos.anonymizeUser(event.userId);
    await this.clicks.forgetUser(event.userId);
    await this.reports.anonymizeUser(event.userId);
    await this.claims.anonymizeUser(event.userId);
    await this.moderation.forgetUser(event.userId);
    await this.refusals.forgetUser(event.userId);
  }
}
