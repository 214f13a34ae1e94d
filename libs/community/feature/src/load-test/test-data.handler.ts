import { Controller } from '@nestjs/common';
import { CommunityMessages, type RequestMeta, RemoveTestDataCommand } from '@snap/contracts';
import { OnMessage, rpcError } from '@snap/platform-bus';
import { FavoritesUseCases } from '../favorites/favorites.usecases';
import { PhotosUseCases } from '../photos/photos.usecases';
import { PointsUseCases } from '../points/points.usecases';
import { ReviewsUseCases } from '../reviews/reviews.usecases';

/** The operator's clean-up after a load test (the gateway's OPS_TOKEN endpoint, which sends no user):
 * everything marked as test data, and everything of the load-test members it names. */
@Controller()
export class TestDataHandler {
  constructor(
    private readonly reviews: ReviewsUseCases,
    private readonly favorites: FavoritesUseCases,
    private readonly photos: PhotosUseCases,
    private readonly points: PointsUseCases,
  ) {}

  @OnMessage(CommunityMessages.removeTestData)
  async remove(command: RemoveTestDataCommand, meta: RequestMeta) {
    if (meta.userId) throw rpcError('FORBIDDEN', 'You do not have permission to do this.');
    return {
      reviews: await this.reviews.removeTestData(command.userIds),
      favorites: await this.favorites.removeTestData(command.userIds),
      photos: await this.photos.removeTestData(command.userIds),
      points: await this.points.removeTestData(command.userIds),
    };
  }
}
