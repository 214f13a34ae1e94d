import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import {
  ContributionMessages,
  type ContributionView,
  type RequestMeta,
  type SubmittedContribution as SubmittedView,
} from '@snap/contracts';
import { WEEKDAYS } from '@snap/domain';
import { AbuseLimit } from '../security/abuse-limits';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { ModeratorGuard, RequestContext, SignedInGuard } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import {
  AddStoreHoursArgs,
  AddStorePhoneArgs,
  Contribution,
  PendingContributionsArgs,
  SubmittedContribution,
} from './contributions.models';

/** Phone numbers and weekly hours people add (points at submission), and their moderation. */
@Resolver()
export class ContributionsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Mutation(() => SubmittedContribution, {
    description: "Add Phone Number: 15 points ('contact_info')",
  })
  @UseGuards(SignedInGuard, AbuseLimit('contributions'))
  async addStorePhone(
    @Args() args: AddStorePhoneArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SubmittedContribution> {
    return toSubmitted(
      await viaBus(() =>
        this.bus.request(
          ContributionMessages.addPhone,
          { storeId: args.storeId, phone: args.phone },
          { meta },
        ),
      ),
    );
  }

  @Mutation(() => SubmittedContribution, {
    description: "Add Store Hours: 20 points ('store_hours')",
  })
  @UseGuards(SignedInGuard, AbuseLimit('contributions'))
  async addStoreHours(
    @Args() args: AddStoreHoursArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SubmittedContribution> {
    // Only the days given travel; the service names any day that is missing.
    const hours = Object.fromEntries(
      Object.entries({ ...args.hours })
        .filter(([, day]) => day !== undefined && day !== null)
        .map(([name, day]) => [name, { ...day }]),
    );
    return toSubmitted(
      await viaBus(() =>
        this.bus.request(ContributionMessages.addHours, { storeId: args.storeId, hours }, { meta }),
      ),
    );
  }

  @Query(() => [Contribution], {
    description: 'Moderators and admins: contributions waiting for a decision, oldest first',
  })
  @UseGuards(ModeratorGuard)
  async pendingContributions(
    @Args() args: PendingContributionsArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<Contribution[]> {
    return (
      await viaBus(() =>
        this.bus.request(ContributionMessages.pending, { limit: args.limit }, { meta }),
      )
    ).map(toContribution);
  }

  @Mutation(() => Contribution, {
    description: 'Moderators and admins: the store shows it for everyone',
  })
  @UseGuards(ModeratorGuard)
  async approveContribution(
    @Args('contributionId', { type: () => ID }) contributionId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<Contribution> {
    return toContribution(
      await viaBus(() =>
        this.bus.request(ContributionMessages.approve, { contributionId }, { meta }),
      ),
    );
  }

  @Mutation(() => Contribution, { description: 'Moderators and admins' })
  @UseGuards(ModeratorGuard)
  async rejectContribution(
    @Args('contributionId', { type: () => ID }) contributionId: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<Contribution> {
    return toContribution(
      await viaBus(() =>
        this.bus.request(ContributionMessages.reject, { contributionId }, { meta }),
      ),
    );
  }
}

function toContribution(view: ContributionView): Contribution {
  const hours = view.weekly_hours;
  return {
    ...view,
    weekly_hours: hours
      ? WEEKDAYS.filter((day) => hours[day]).map((day) => ({ day, ...hours[day] }))
      : null,
  };
}

function toSubmitted(view: SubmittedView): SubmittedContribution {
  return { ...view, contribution: toContribution(view.contribution) };
}
