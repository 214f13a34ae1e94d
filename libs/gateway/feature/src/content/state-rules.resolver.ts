import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { type RequestMeta, StateRulesMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { BenefitNotice, DeleteStateRulePayload, PurchaseRule } from './state-rules.models';
import { READ_SCOPES, ReadCache } from '../read-cache/read-cache';

const today = () => new Date().toISOString().slice(0, 10);

// Form fields are nullable here so a missing one gets the rule's message from the service
// ('Please enter the source'), not GraphQL's generic one.
const optional = (description: string) =>
  ({ type: () => String, nullable: true, description }) as const;
const stateList = (description: string) =>
  ({ type: () => [String], nullable: true, description }) as const;

/** The states' purchase rules and the late-benefits notices: reads for everyone, changes for admins
 * only; the content service checks the admin role again. */
@Resolver()
export class StateRulesResolver {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    private readonly reads: ReadCache,
  ) {}

  @Query(() => [PurchaseRule], {
    description:
      "The states' SNAP purchase rules, by state code; the given states' ones when asked",
  })
  purchaseRules(
    @Args('states', stateList('Two-letter state codes; none: every state')) states: string[] | null,
  ): Promise<PurchaseRule[]> {
    // The day is part of the key: a rule starts on its day.
    return this.reads.read(READ_SCOPES.stateRules, 'purchase-rules', { states, day: today() }, () =>
      viaBus(() => this.bus.request(StateRulesMessages.purchaseRules, { states })),
    );
  }

  @Query(() => [BenefitNotice], {
    description:
      'The late-benefits notices in effect now in any of the given states (national ones included), newest first; with no state, the national ones',
  })
  benefitNotices(
    @Args('states', stateList('The states a page is about')) states: string[] | null,
  ): Promise<BenefitNotice[]> {
    // The day is part of the key: a notice shows from its first day to its last.
    return this.reads.read(
      READ_SCOPES.stateRules,
      'benefit-notices',
      { states, day: today() },
      () => viaBus(() => this.bus.request(StateRulesMessages.benefitNotices, { states })),
    );
  }

  @Query(() => [BenefitNotice], {
    description: 'Every late-benefits notice, shown or not (admins), newest first',
  })
  @UseGuards(AdminGuard)
  allBenefitNotices(
    @Args('endsFrom', optional('Leave out those ended before this day (YYYY-MM-DD)'))
    endsFrom: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BenefitNotice[]> {
    return viaBus(() =>
      this.bus.request(StateRulesMessages.allBenefitNotices, { endsFrom }, { meta }),
    );
  }

  @Mutation(() => PurchaseRule, {
    description:
      "Add or correct a state's purchase rule (admins): the items in English and Spanish, the start date, the source and its date are required; the state's https page with the day it was checked is optional",
  })
  @UseGuards(AdminGuard)
  savePurchaseRule(
    @Args('state', optional('A two-letter state code')) state: string | null,
    @Args('summaryEn', optional('What cannot be bought, in English')) summaryEn: string | null,
    @Args('summaryEs', optional('What cannot be bought, in Spanish')) summaryEs: string | null,
    @Args('startsOn', optional('The start date (YYYY-MM-DD)')) startsOn: string | null,
    @Args('source', optional('Where the rule comes from')) source: string | null,
    @Args('checkedOn', optional("The source's date: YYYY, YYYY-MM or YYYY-MM-DD"))
    checkedOn: string | null,
    @Args('stateUrl', optional("The state's own SNAP page, https (optional)"))
    stateUrl: string | null,
    @Args('stateCheckedOn', optional("The day you checked the state's page (YYYY-MM-DD)"))
    stateCheckedOn: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<PurchaseRule> {
    return viaBus(() =>
      this.bus.request(
        StateRulesMessages.savePurchaseRule,
        { state, summaryEn, summaryEs, startsOn, source, checkedOn, stateUrl, stateCheckedOn },
        { meta },
      ),
    ).then((answer) => this.reads.changed(READ_SCOPES.stateRules, 'savePurchaseRule', answer));
  }

  @Mutation(() => DeleteStateRulePayload, {
    description: "Delete a state's purchase rule (admins)",
  })
  @UseGuards(AdminGuard)
  deletePurchaseRule(
    @Args('state', { description: 'The two-letter state code' }) state: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeleteStateRulePayload> {
    return viaBus(() =>
      this.bus.request(StateRulesMessages.deletePurchaseRule, { state }, { meta }),
    ).then((answer) => this.reads.changed(READ_SCOPES.stateRules, 'deletePurchaseRule', answer));
  }

  @Mutation(() => BenefitNotice, {
    description:
      'Post (no id) or correct a late-benefits notice (admins): states or ALL, both dates, the text in English and Spanish, a source with its date, https links',
  })
  @UseGuards(AdminGuard)
  saveBenefitNotice(
    @Args('id', {
      type: () => ID,
      nullable: true,
      description: 'The notice to correct; none posts one',
    })
    id: string | null,
    @Args('states', optional("State codes separated by commas, or 'ALL' for a national notice"))
    states: string | null,
    @Args('startsOn', optional('First day (YYYY-MM-DD)')) startsOn: string | null,
    @Args('endsOn', optional('Last day (YYYY-MM-DD)')) endsOn: string | null,
    @Args('textEn', optional('The text in English')) textEn: string | null,
    @Args('textEs', optional('The text in Spanish')) textEs: string | null,
    @Args('source', optional('Where the notice comes from')) source: string | null,
    @Args('checkedOn', optional("The source's date: YYYY, YYYY-MM or YYYY-MM-DD"))
    checkedOn: string | null,
    @Args('links', { type: () => [String], nullable: true, description: 'https links' })
    links: string[] | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<BenefitNotice> {
    return viaBus(() =>
      this.bus.request(
        StateRulesMessages.saveBenefitNotice,
        { id, states, startsOn, endsOn, textEn, textEs, source, checkedOn, links },
        { meta },
      ),
    ).then((answer) => this.reads.changed(READ_SCOPES.stateRules, 'saveBenefitNotice', answer));
  }

  @Mutation(() => DeleteStateRulePayload, { description: 'Delete a late-benefits notice (admins)' })
  @UseGuards(AdminGuard)
  deleteBenefitNotice(
    @Args('id', { type: () => ID, description: 'The notice to delete' }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeleteStateRulePayload> {
    return viaBus(() =>
      this.bus.request(StateRulesMessages.deleteBenefitNotice, { id }, { meta }),
    ).then((answer) => this.reads.changed(READ_SCOPES.stateRules, 'deleteBenefitNotice', answer));
  }
}
