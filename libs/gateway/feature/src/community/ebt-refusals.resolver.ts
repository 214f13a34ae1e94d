import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Int, Mutation, Query, Resolver } from '@nestjs/graphql';
import { EbtRefusalMessages, type EbtRefusalQueueFilter, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { ModeratorGuard, OptionalAuthGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { AbuseLimit } from '../security/abuse-limits';
import {
  EbtRefusalCase,
  EbtRefusalCasePage,
  EbtRefusalReportPayload,
  EbtRefusalStatus,
} from './ebt-refusals.models';

/** "They didn't take my EBT": one tap for anyone (rate-limited with issue reports), the store page's
 * mark, and the moderation queue's refusal cases for moderators and admins. */
@Resolver()
export class EbtRefusalsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Mutation(() => EbtRefusalReportPayload, {
    description:
      'Report that a listed store did not take EBT: signed in or not, once per person (or address) per store per 30 days; three different people within 30 days mark the store page',
  })
  @UseGuards(OptionalAuthGuard, AbuseLimit('reports'))
  reportEbtRefusal(
    @Args('storeId', { type: () => ID, description: 'The store' }) storeId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalReportPayload> {
    return viaBus(() => this.bus.request(EbtRefusalMessages.report, { storeId }, { meta }));
  }

  @Query(() => EbtRefusalStatus, {
    description:
      "Whether the store page shows 'Recently reported as not accepting EBT; call ahead', and whether the asking person already reported it",
  })
  @UseGuards(OptionalAuthGuard)
  ebtRefusalStatus(
    @Args('storeId', { type: () => ID, description: 'The store' }) storeId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalStatus> {
    return viaBus(() => this.bus.request(EbtRefusalMessages.status, { storeId }, { meta }));
  }

  @Query(() => EbtRefusalCasePage, {
    description:
      "Stores reported as not taking EBT (moderators and admins): status 'open' (reported since the last clearing, within 30 days), 'marked' (at the threshold) or none (all, open first)",
  })
  @UseGuards(ModeratorGuard)
  ebtRefusalQueue(
    @Args('status', {
      type: () => String,
      nullable: true,
      description: "'open', 'marked', or none for all",
    })
    status: string | null,
    @Args('limit', { type: () => Int, defaultValue: 20, description: 'Stores per page' })
    limit: number,
    @Args('offset', { type: () => Int, defaultValue: 0, description: 'Stores to skip' })
    offset: number,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalCasePage> {
    return viaBus(() =>
      this.bus.request(
        EbtRefusalMessages.queue,
        { status: (status ?? undefined) as EbtRefusalQueueFilter | undefined, limit, offset },
        { meta },
      ),
    );
  }

  @Mutation(() => EbtRefusalCase, {
    description:
      "Clear a store's refusal reports so far (moderators and admins): the mark goes, later reports count afresh",
  })
  @UseGuards(ModeratorGuard)
  clearEbtRefusalMark(
    @Args('storeId', { type: () => ID, description: 'The store' }) storeId: string,
    @Args('note', {
      type: () => String,
      nullable: true,
      description: 'A note for the audit trail (optional)',
    })
    note: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<EbtRefusalCase> {
    return viaBus(() => this.bus.request(EbtRefusalMessages.clear, { storeId, note }, { meta }));
  }
}
