import { Controller } from '@nestjs/common';
import {
  DeleteEbtHelpEntryCommand,
  EbtHelpMessages,
  EbtHelpStateQuery,
  HelpFactsQuery,
  type RequestMeta,
  SaveComplaintContactCommand,
  SaveHelpFactCommand,
  SaveOnlineRetailerCommand,
  StoreOnlineRetailersQuery,
} from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { ComplaintContactsUseCases } from '../complaint-contacts/complaint-contacts.usecases';
import { HelpFactsUseCases } from '../help-facts/help-facts.usecases';
import { OnlineRetailersUseCases } from '../online-retailers/online-retailers.usecases';

@Controller()
export class EbtHelpHandler {
  constructor(
    private readonly retailers: OnlineRetailersUseCases,
    private readonly contacts: ComplaintContactsUseCases,
    private readonly facts: HelpFactsUseCases,
  ) {}

  @OnMessage(EbtHelpMessages.onlineRetailers)
  onlineRetailers(query: EbtHelpStateQuery) {
    return this.retailers.list(query.state);
  }

  @OnMessage(EbtHelpMessages.storeOnlineRetailers)
  storeOnlineRetailers(query: StoreOnlineRetailersQuery) {
    return this.retailers.forStore(query.storeId);
  }

  @OnMessage(EbtHelpMessages.saveOnlineRetailer)
  saveOnlineRetailer(command: SaveOnlineRetailerCommand, meta: RequestMeta) {
    return this.retailers.save(command, meta);
  }

  @OnMessage(EbtHelpMessages.deleteOnlineRetailer)
  deleteOnlineRetailer(command: DeleteEbtHelpEntryCommand, meta: RequestMeta) {
    return this.retailers.delete(command.id, meta);
  }

  @OnMessage(EbtHelpMessages.complaintContacts)
  complaintContacts(query: EbtHelpStateQuery) {
    return this.contacts.list(query.state);
  }

  @OnMessage(EbtHelpMessages.saveComplaintContact)
  saveComplaintContact(command: SaveComplaintContactCommand, meta: RequestMeta) {
    return this.contacts.save(command, meta);
  }

  @OnMessage(EbtHelpMessages.deleteComplaintContact)
  deleteComplaintContact(command: DeleteEbtHelpEntryCommand, meta: RequestMeta) {
    return this.contacts.delete(command.id, meta);
  }

  @OnMessage(EbtHelpMessages.helpFacts)
  helpFacts(query: HelpFactsQuery) {
    return this.facts.list(query.key);
  }

  @OnMessage(EbtHelpMessages.saveHelpFact)
  saveHelpFact(command: SaveHelpFactCommand, meta: RequestMeta) {
    return this.facts.save(command, meta);
  }
}
