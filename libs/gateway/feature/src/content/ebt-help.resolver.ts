import { Inject, UseGuards } from '@nestjs/common';
import { Args, ID, Mutation, Query, Resolver } from '@nestjs/graphql';
import { EbtHelpMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import {
  ComplaintContact,
  DeleteEbtHelpEntryPayload,
  HelpFact,
  OnlineRetailer,
} from './ebt-help.models';

// Form fields are nullable here so a missing one gets the rule's message from the service
// ('Please choose a state'), not GraphQL's generic one.
const optional = (description: string) =>
  ({ type: () => String, nullable: true, description }) as const;

/** The EBT help pages' lists and texts: reads for everyone, changes for admins only; the content
 * service checks the admin role again. */
@Resolver()
export class EbtHelpResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [OnlineRetailer], {
    description:
      "Retailers that take SNAP online: a state's own entries and, in the 50 states and DC, the all-states ones; without a state, every entry",
  })
  onlineRetailers(
    @Args('state', optional('A two-letter state code; none: every entry')) state: string | null,
  ): Promise<OnlineRetailer[]> {
    return viaBus(() => this.bus.request(EbtHelpMessages.onlineRetailers, { state }));
  }

  @Query(() => [OnlineRetailer], {
    description:
      "The online retailers an admin tied to a store (never guessed from its name): its page says 'Order online with EBT' through these",
  })
  storeOnlineRetailers(
    @Args('storeId', { type: () => ID, description: 'The store' }) storeId: string,
  ): Promise<OnlineRetailer[]> {
    return viaBus(() => this.bus.request(EbtHelpMessages.storeOnlineRetailers, { storeId }));
  }

  @Query(() => [ComplaintContact], {
    description:
      "Where to complain about a store that refused SNAP: a state's own offices and, in the 50 states and DC, USDA's; without a state, every entry",
  })
  complaintContacts(
    @Args('state', optional('A two-letter state code; none: every entry')) state: string | null,
  ): Promise<ComplaintContact[]> {
    return viaBus(() => this.bus.request(EbtHelpMessages.complaintContacts, { state }));
  }

  @Query(() => [HelpFact], {
    description: 'The dated help texts, in page order; one by key when asked',
  })
  helpFacts(
    @Args('key', optional('One help text by key; none: all of them')) key: string | null,
  ): Promise<HelpFact[]> {
    return viaBus(() => this.bus.request(EbtHelpMessages.helpFacts, { key }));
  }

  @Mutation(() => OnlineRetailer, {
    description:
      'Add (no id) or correct an online retailer entry (admins); a state, a name, a source and the date it was checked are required',
  })
  @UseGuards(AdminGuard)
  saveOnlineRetailer(
    @Args('id', {
      type: () => ID,
      nullable: true,
      description: 'The entry to correct; none adds one',
    })
    id: string | null,
    @Args('state', optional("A two-letter state code, or 'ALL' for the 50 states and DC"))
    state: string | null,
    @Args('name', optional("The retailer's name")) name: string | null,
    @Args('website', optional('Its https address (optional)')) website: string | null,
    @Args('note', optional('A short plain-text note shown with the entry (optional)'))
    note: string | null,
    @Args(
      'noteEs',
      optional('The note in Spanish (optional); none: Spanish pages show the English'),
    )
    noteEs: string | null,
    @Args('source', optional('Where the entry comes from')) source: string | null,
    @Args('checkedOn', optional('When it was checked: YYYY, YYYY-MM or YYYY-MM-DD'))
    checkedOn: string | null,
    @Args('storeIds', {
      type: () => [String],
      nullable: true,
      description:
        'The stores (USDA record ids, as in their page addresses) whose orders it takes online; none: no store page names it',
    })
    storeIds: string[] | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<OnlineRetailer> {
    return viaBus(() =>
      this.bus.request(
        EbtHelpMessages.saveOnlineRetailer,
        { id, state, name, website, note, noteEs, source, checkedOn, storeIds },
        { meta },
      ),
    );
  }

  @Mutation(() => DeleteEbtHelpEntryPayload, {
    description: 'Delete an online retailer entry (admins)',
  })
  @UseGuards(AdminGuard)
  deleteOnlineRetailer(
    @Args('id', { type: () => ID, description: 'The entry to delete' }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeleteEbtHelpEntryPayload> {
    return viaBus(() => this.bus.request(EbtHelpMessages.deleteOnlineRetailer, { id }, { meta }));
  }

  @Mutation(() => ComplaintContact, {
    description:
      'Add (no id) or correct a complaint contact (admins); a state, the office, a source and the date it was checked are required',
  })
  @UseGuards(AdminGuard)
  saveComplaintContact(
    @Args('id', {
      type: () => ID,
      nullable: true,
      description: 'The entry to correct; none adds one',
    })
    id: string | null,
    @Args('state', optional("A two-letter state code, or 'ALL' for the 50 states and DC"))
    state: string | null,
    @Args('office', optional('The office people complain to')) office: string | null,
    @Args(
      'officeEs',
      optional('The office in Spanish (optional); none: Spanish pages show the English'),
    )
    officeEs: string | null,
    @Args('contact', optional('How to reach it: phone, address or web form (optional)'))
    contact: string | null,
    @Args(
      'contactEs',
      optional('How to reach it, in Spanish (optional); none: Spanish pages show the English'),
    )
    contactEs: string | null,
    @Args('source', optional('Where the entry comes from')) source: string | null,
    @Args('checkedOn', optional('When it was checked: YYYY, YYYY-MM or YYYY-MM-DD'))
    checkedOn: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<ComplaintContact> {
    return viaBus(() =>
      this.bus.request(
        EbtHelpMessages.saveComplaintContact,
        { id, state, office, officeEs, contact, contactEs, source, checkedOn },
        { meta },
      ),
    );
  }

  @Mutation(() => DeleteEbtHelpEntryPayload, { description: 'Delete a complaint contact (admins)' })
  @UseGuards(AdminGuard)
  deleteComplaintContact(
    @Args('id', { type: () => ID, description: 'The entry to delete' }) id: string,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<DeleteEbtHelpEntryPayload> {
    return viaBus(() => this.bus.request(EbtHelpMessages.deleteComplaintContact, { id }, { meta }));
  }

  @Mutation(() => HelpFact, {
    description: 'Correct a help text with its source and date (admins); plain text only',
  })
  @UseGuards(AdminGuard)
  saveHelpFact(
    @Args('key', {
      description:
        'Which help text: online-availability, online-fees, online-checkout or refusal-rights',
    })
    key: string,
    @Args('text', optional('Plain text in English, shown as written')) text: string | null,
    @Args(
      'textEs',
      optional('The text in Spanish (optional); none: Spanish pages show the English'),
    )
    textEs: string | null,
    @Args('source', optional('Where the entry comes from')) source: string | null,
    @Args('checkedOn', optional('When it was checked: YYYY, YYYY-MM or YYYY-MM-DD'))
    checkedOn: string | null,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<HelpFact> {
    return viaBus(() =>
      this.bus.request(
        EbtHelpMessages.saveHelpFact,
        { key, text, textEs, source, checkedOn },
        { meta },
      ),
    );
  }
}
