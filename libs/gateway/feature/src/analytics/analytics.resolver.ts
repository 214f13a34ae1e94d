import { Inject, UseGuards } from '@nestjs/common';
import { Args, ArgsType, Field, Int, ObjectType, Query, Resolver } from '@nestjs/graphql';
import { IsIn } from 'class-validator';
import {
  ANALYTICS_PERIOD_MESSAGE,
  ANALYTICS_PERIODS,
  type AnalyticsPeriod,
  AnalyticsMessages,
  type RequestMeta,
} from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';

@ObjectType()
export class AnalyticsCount {
  @Field()
  key!: string;
  @Field(() => Int)
  count!: number;
}

@ObjectType()
export class AnalyticsDay {
  @Field({ description: 'UTC day, yyyy-mm-dd' })
  date!: string;
  @Field(() => Int)
  pageViews!: number;
  @Field(() => Int)
  searches!: number;
  @Field(() => Int, { description: 'Searches that found no store' })
  zeroResultSearches!: number;
  @Field(() => Int)
  storeClicks!: number;
  @Field(() => Int)
  reviews!: number;
  @Field(() => Int)
  photos!: number;
  @Field(() => Int, { description: 'Other points-earning contributions (hours, contact info, …)' })
  contributions!: number;
}

@ObjectType()
export class SearchKindCount {
  @Field({ description: 'nearby, zip, text, direct or category' })
  kind!: string;
  @Field(() => Int)
  searches!: number;
  @Field(() => Int)
  zeroResults!: number;
}

@ObjectType()
export class TopSearchQuery {
  @Field({ description: 'The normalised text (no e-mail, phone number or position is ever kept)' })
  query!: string;
  @Field(() => Int)
  searches!: number;
}

@ObjectType()
export class AnalyticsDashboard {
  @Field(() => Int)
  days!: number;
  @Field(() => [AnalyticsDay], { description: 'Oldest first, today last' })
  daily!: AnalyticsDay[];
  @Field(() => [AnalyticsCount], { description: 'Page views of the period per route' })
  pageViewsByRoute!: AnalyticsCount[];
  @Field(() => [SearchKindCount])
  searchesByKind!: SearchKindCount[];
  @Field(() => [TopSearchQuery])
  topQueries!: TopSearchQuery[];
  @Field(() => Int, { description: 'Active stores in the catalog when last counted' })
  activeStores!: number;
  @Field(() => String, {
    nullable: true,
    description:
      'When the catalog figures were counted (ISO time); null while the first count runs',
  })
  catalogCountedAt!: string | null;
  @Field(() => [AnalyticsCount])
  storesByState!: AnalyticsCount[];
  @Field(() => [AnalyticsCount])
  storesByType!: AnalyticsCount[];
}

@ArgsType()
class AnalyticsArgs {
  @Field(() => Int, { defaultValue: 30, description: '7, 30 or 90' })
  @IsIn(ANALYTICS_PERIODS, { message: ANALYTICS_PERIOD_MESSAGE })
  days!: AnalyticsPeriod;
}

/** The back-office's analytics dashboard: the search service's counts and the community service's,
 * each kept where its facts happen, joined here per day. Admins only (checked again by each service). */
@Resolver()
export class AnalyticsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => AnalyticsDashboard, {
    description: 'Admins only: how the directory is used over the last 7, 30 or 90 days',
  })
  @UseGuards(AdminGuard)
  async analyticsDashboard(
    @Args() { days }: AnalyticsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AnalyticsDashboard> {
    const [search, community] = await Promise.all([
      viaBus(() => this.bus.request(AnalyticsMessages.searchSummary, { days }, { meta })),
      viaBus(() => this.bus.request(AnalyticsMessages.communitySummary, { days }, { meta })),
    ]);
    const searchDays = new Map(search.days.map((day) => [day.date, day]));
    return {
      days,
      daily: community.days.map((day) => ({
        ...day,
        searches: searchDays.get(day.date)?.searches ?? 0,
        zeroResultSearches: searchDays.get(day.date)?.zeroResults ?? 0,
      })),
      pageViewsByRoute: community.pageViewsByRoute,
      searchesByKind: search.byKind,
      topQueries: search.topQueries,
      activeStores: search.activeStores,
      storesByState: search.storesByState,
      storesByType: search.storesByType,
      catalogCountedAt: search.catalogCountedAt,
    };
  }
}
