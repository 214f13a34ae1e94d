import { VALIDATION_MESSAGES } from '../lib/validation-messages';
import {
  ArrayMaxSize,
  IsArray,
  IsOptional,
  IsString,
  IsUUID,
  MaxLength,
  MinLength,
} from 'class-validator';
import { defineMessage, defineQuery } from '../lib/definitions';

// The form fields are checked by the content service with the shared rules (their messages); the
// contract only bounds sizes, so a missing state gets 'Please choose a state', not a type error.
export class EbtHelpStateQuery {
  /** A state code: its own entries and, in the 50 states and DC, the all-states ones. None: every entry. */
  @IsOptional()
  @IsString()
  @MaxLength(8)
  state?: string | null;
}

export class SaveOnlineRetailerCommand {
  /** Absent for a new entry. */
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.entryId })
  id?: string | null;

  @IsOptional() @IsString() @MaxLength(100) state?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) name?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) website?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) note?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) noteEs?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) source?: string | null;
  @IsOptional() @IsString() @MaxLength(100) checkedOn?: string | null;
  /** USDA record ids of the stores whose orders it takes online (the rules bound them further). */
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(1000)
  @IsString({ each: true })
  @MaxLength(100, { each: true })
  storeIds?: string[] | null;
}

/** The online retailers an admin tied to one store. */
export class StoreOnlineRetailersQuery {
  @IsString() @MinLength(1) @MaxLength(64) storeId!: string;
}

export class SaveComplaintContactCommand {
  @IsOptional()
  @IsUUID('all', { message: VALIDATION_MESSAGES.entryId })
  id?: string | null;

  @IsOptional() @IsString() @MaxLength(100) state?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) office?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) officeEs?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) contact?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) contactEs?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) source?: string | null;
  @IsOptional() @IsString() @MaxLength(100) checkedOn?: string | null;
}

export class DeleteEbtHelpEntryCommand {
  @IsUUID('all', { message: VALIDATION_MESSAGES.entryId })
  id!: string;
}

export class HelpFactsQuery {
  /** One text by its key; none: every text. */
  @IsOptional()
  @IsString()
  @MaxLength(64)
  key?: string | null;
}

export class SaveHelpFactCommand {
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  key!: string;

  @IsOptional() @IsString() @MaxLength(5000) text?: string | null;
  @IsOptional() @IsString() @MaxLength(5000) textEs?: string | null;
  @IsOptional() @IsString() @MaxLength(1000) source?: string | null;
  @IsOptional() @IsString() @MaxLength(100) checkedOn?: string | null;
}

export interface OnlineRetailerView {
  id: string;
  /** A state code, or ALL for the 50 states and DC. */
  state: string;
  stateName: string;
  name: string;
  website: string | null;
  note: string | null;
  /** The note in Spanish; null when none is written (Spanish pages then show the English). */
  noteEs: string | null;
  source: string;
  checkedOn: string;
  /** 'Last checked February 2025'. */
  lastChecked: string;
  /** The stores whose orders it takes online, as an admin entered them. */
  storeIds: string[];
  updatedAt: string;
}

export interface ComplaintContactView {
  id: string;
  state: string;
  stateName: string;
  office: string;
  /** The office in Spanish; null when none is written (Spanish pages then show the English). */
  officeEs: string | null;
  contact: string | null;
  /** The contact in Spanish; null when none is written. */
  contactEs: string | null;
  source: string;
  checkedOn: string;
  lastChecked: string;
  updatedAt: string;
}

export interface HelpFactView {
  key: string;
  label: string;
  text: string;
  /** The text in Spanish; null when none is written (Spanish pages then show the English). */
  textEs: string | null;
  source: string;
  checkedOn: string;
  lastChecked: string;
  updatedAt: string;
}

/** Reading is open to anyone; saving and deleting need an admin (roles from the verified token). */
export const EbtHelpMessages = {
  onlineRetailers: defineQuery<EbtHelpStateQuery, OnlineRetailerView[]>(
    'content.online-retailers.list.v1',
    EbtHelpStateQuery,
  ),
  storeOnlineRetailers: defineQuery<StoreOnlineRetailersQuery, OnlineRetailerView[]>(
    'content.online-retailers.for-store.v1',
    StoreOnlineRetailersQuery,
  ),
  saveOnlineRetailer: defineMessage<SaveOnlineRetailerCommand, OnlineRetailerView>(
    'content.online-retailers.save.v1',
    SaveOnlineRetailerCommand,
  ),
  deleteOnlineRetailer: defineMessage<DeleteEbtHelpEntryCommand, { deleted: boolean }>(
    'content.online-retailers.delete.v1',
    DeleteEbtHelpEntryCommand,
  ),
  complaintContacts: defineQuery<EbtHelpStateQuery, ComplaintContactView[]>(
    'content.complaint-contacts.list.v1',
    EbtHelpStateQuery,
  ),
  saveComplaintContact: defineMessage<SaveComplaintContactCommand, ComplaintContactView>(
    'content.complaint-contacts.save.v1',
    SaveComplaintContactCommand,
  ),
  deleteComplaintContact: defineMessage<DeleteEbtHelpEntryCommand, { deleted: boolean }>(
    'content.complaint-contacts.delete.v1',
    DeleteEbtHelpEntryCommand,
  ),
  helpFacts: defineQuery<HelpFactsQuery, HelpFactView[]>(
    'content.help-facts.list.v1',
    HelpFactsQuery,
  ),
  saveHelpFact: defineMessage<SaveHelpFactCommand, HelpFactView>(
    'content.help-facts.save.v1',
    SaveHelpFactCommand,
  ),
} as const;
