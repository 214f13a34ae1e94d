import { Controller } from '@nestjs/common';
import { IdentityEvents, UserEmailConfirmedEvent } from '@snap/contracts';
import { OnEvent } from '@snap/platform-bus';
import { PhotosUseCases } from '../photos/photos.usecases';
import { ReviewsUseCases } from '../reviews/reviews.usecases';

/** A confirmed address: the reviews and photos the account wrote while unconfirmed are published, and
 * the stats of their stores count them. Idempotent: a redelivered event finds nothing held. */
@Controller()
export class AccountConfirmedHandler {
  constructor(
    private readonly reviews: ReviewsUseCases,
    private readonly photos: PhotosUseCases,
  ) {}

  @OnEvent(IdentityEvents.emailConfirmed)
  async emailConfirmed(event: UserEmailConfirmedEvent): Promise<void> {
    await this.reviews.releaseHeld(event.userId);
    await this.photos.releaseHeld(event.userId);
  }
}
