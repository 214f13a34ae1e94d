import { Inject, Injectable, Logger } from '@nestjs/common';
import { IdentityMessages, SearchMessages, type TipView } from '@snap/contracts';
import { REVIEW_MESSAGES, toLanguage, validateTip } from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireUser } from '../access/require-role';
import type { StoreCommentDocument } from './store-comment.schema';
import { TipsRepository } from './tips.repository';

const STORE_NOT_FOUND = "The store you're looking for doesn't exist or may have been removed.";
const DEFAULT_LIST_LIMIT = 50;

/** Community tips (store comments): written by signed-in users, read by everyone; store cards show the
 * newest one. */
@Injectable()
export class TipsUseCases {
  private readonly logger = new Logger(TipsUseCases.name);

  constructor(
    private readonly tips: TipsRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async create(
    userId: string | undefined,
    storeId: string,
    commentText: string,
    language?: string,
  ): Promise<TipView> {
    const user = requireUser(userId);
    const { value, errors } = validateTip(commentText);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    if (!(await this.bus.request(SearchMessages.byId, { id: storeId })))
      throw rpcError('NOT_FOUND', STORE_NOT_FOUND);
    const tip = await this.tips.insert({
      userId: user,
      storeId,
      userName: await this.displayName(user),
      commentText: value,
      language: toLanguage(language),
    });
    return toTipView(tip);
  }

  /** public_store_comments, newest first, the reader's language first (unknown reads as English). */
  async list(storeId: string, limit = DEFAULT_LIST_LIMIT, language?: string): Promise<TipView[]> {
    return (await this.tips.ofStore(storeId, limit, toLanguage(language))).map(toTipView);
  }

  /** The newest tip of each given store that has one, in the order asked. */
  async latest(storeIds: string[]): Promise<TipView[]> {
    const newest = await Promise.all([...new Set(storeIds)].map((id) => this.tips.newestOf(id)));
    return newest.filter((tip): tip is StoreCommentDocument => tip !== null).map(toTipView);
  }

  async anonymizeUser(userId: string): Promise<number> {
    return this.tips.anonymizeUser(userId, REVIEW_MESSAGES.anonymousReviewer);
  }

  /** The author's name as identity knows it; a tip is never lost for want of one. */
  private async displayName(userId: string): Promise<string> {
    try {
      const [profile] = await this.bus.request(IdentityMessages.profiles, { userIds: [userId] });
      if (profile?.full_name) return profile.full_name;
    } catch (error) {
      this.logger.warn(
        `profile of a tip author unavailable: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
    return REVIEW_MESSAGES.anonymousReviewer;
  }
}

function toTipView(tip: StoreCommentDocument): TipView {
  return {
    id: tip._id,
    store_id: tip.storeId,
    user_name: tip.userName,
    comment_text: tip.commentText,
    created_at: tip.createdAt.toISOString(),
    language: toLanguage(tip.language),
  };
}
