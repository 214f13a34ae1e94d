import { VALIDATION_MESSAGES } from '@snap/contracts';
import { ArgsType, Field, ID, Int, ObjectType, PickType } from '@nestjs/graphql';
import {
  Allow,
  ArrayMaxSize,
  IsArray,
  IsIn,
  IsInt,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';
import type { AdminStoreView } from '@snap/contracts';
import { STORE_EDIT_FIELDS } from '@snap/domain';
import { Store } from '../search/store.model';

@ObjectType()
export class SkippedLine {
  @Field(() => Int)
  line!: number;
  @Field()
  reason!: string;
}

@ObjectType({ description: "A state's closings a complete list would make, held for an admin" })
export class HeldClosing {
  @Field()
  state!: string;
  @Field(() => Int, { description: 'Open stores of the state the list lacks: they would close' })
  closing!: number;
  @Field(() => Int, { description: 'Open stores of the state before the list' })
  open!: number;
}

@ObjectType({ description: 'Closings of one state a refresh from USDA held, waiting for an admin' })
export class PendingClosings extends HeldClosing {
  @Field(() => ID, { description: 'The refresh that held them (confirmUsdaClosings takes it)' })
  importId!: string;
  @Field()
  heldAt!: string;
  @Field(() => String, { nullable: true, description: 'The day the list was true' })
  asOf!: string | null;
}

@ObjectType({ description: "The schedule's last look at whether USDA published a new list" })
export class UsdaCheck {
  @Field()
  checkedAt!: string;
  @Field(() => String, {
    nullable: true,
    description:
      'When USDA last edited its list, as its service said (null: not said or no answer)',
  })
  lastEditDate!: string | null;
  @Field({
    description:
      'unchanged (nothing read), refreshed (a refresh started), busy (another import ran) or failed (no answer)',
  })
  outcome!: string;
  @Field(() => String, { nullable: true, description: 'Why a check failed or was put off' })
  detail!: string | null;
}

@ObjectType({ description: "The last complete refresh from USDA of the schedule's scope" })
export class UsdaSync {
  @Field()
  finishedAt!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The edition of USDA’s list it read (its last edit)',
  })
  lastEditDate!: string | null;
}

@ObjectType({
  description: 'A catalog import started from the back-office, or a refresh from USDA',
})
export class CatalogImport {
  @Field(() => ID)
  id!: string;
  @Field({
    description: "'file' (an upload) or 'usda-service' (a refresh from USDA's live service)",
  })
  kind!: string;
  @Field({ description: 'The file\'s name, or "USDA retailer service (GA)"' })
  fileName!: string;
  @Field({ description: 'Id of the admin who started it' })
  startedBy!: string;
  @Field(() => String, { nullable: true, description: "The admin's name" })
  startedByName!: string | null;
  @Field({ description: 'running, completed or failed' })
  status!: string;
  @Field(() => String, { nullable: true, description: 'The USDA format the importer recognized' })
  format!: string | null;
  @Field()
  startedAt!: string;
  @Field(() => String, { nullable: true })
  finishedAt!: string | null;
  @Field(() => Int)
  rowsRead!: number;
  @Field(() => Int)
  added!: number;
  @Field(() => Int)
  updated!: number;
  @Field(() => Int)
  unchanged!: number;
  @Field(() => Int)
  closed!: number;
  @Field(() => Int)
  placedByZipCentroid!: number;
  @Field(() => Int)
  skippedCount!: number;
  @Field(() => [SkippedLine], {
    description: 'Every skipped line (empty in the history list; read one import for them)',
  })
  skipped!: SkippedLine[];
  @Field(() => String, {
    nullable: true,
    description: "The importer's message when the file could not be read (nothing changed)",
  })
  error!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The day the list was true (YYYY-MM-DD); its stores carry it',
  })
  asOf!: string | null;
  @Field(() => [String], {
    description: 'States this list was the complete list of (empty: it closed nothing)',
  })
  completeFor!: string[];
  @Field(() => Int)
  reopened!: number;
  @Field(() => [String], { description: 'Why nothing was closed, where a stopped refresh resumes' })
  notes!: string[];
  @Field(() => Int, { nullable: true, description: 'A refresh: stores USDA holds for its scope' })
  total!: number | null;
  @Field(() => Int, { nullable: true, description: 'A refresh: stores read so far' })
  fetched!: number | null;
  @Field(() => Int, { description: 'Rows whose store an admin closed or edited: left as set' })
  keptByAdmin!: number;
  @Field(() => Int, { description: 'Rows whose store a newer list already dated' })
  olderThanCatalog!: number;
  @Field(() => Int, { description: 'Rows whose (latest) authorization has ended' })
  endedAuthorizations!: number;
  @Field(() => Int, { description: 'Rows of an earlier authorization period of a Record ID' })
  earlierPeriods!: number;
  @Field(() => Int, { description: "Rows that are another row's store again, merged into it" })
  mergedDuplicates!: number;
  @Field(() => Int, { description: 'Rows that repeat another row of the list' })
  repeatedRows!: number;
  @Field(() => Int, { description: 'Stores an earlier source already had (kept under their id)' })
  matchedEarlierSources!: number;
  @Field(() => Int, { description: 'Stores the list lacks that an admin keeps open' })
  keptOpenByAdmin!: number;
  @Field(() => Int, {
    description:
      'Stores the list lacks that stay open: behind refused rows, or waiting for an admin',
  })
  closingsHeld!: number;
  @Field(() => [HeldClosing], {
    description: 'States whose closings wait for an admin (more than 10 % of their open stores)',
  })
  heldClosings!: HeldClosing[];
  @Field(() => String, { nullable: true, description: 'When an admin confirmed the held closings' })
  closingsConfirmedAt!: string | null;
  @Field(() => String, { nullable: true, description: 'Id of the admin who confirmed them' })
  closingsConfirmedBy!: string | null;
  @Field(() => String, { nullable: true, description: 'The refresh that makes them' })
  confirmedIn!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'This refresh makes the held closings of that refresh',
  })
  confirms!: string | null;
}

@ObjectType({ description: 'The last refresh from one source' })
export class CatalogSourceRefresh {
  @Field({ description: "'usda-service' or a file layout" })
  source!: string;
  @Field()
  refreshedAt!: string;
  @Field()
  asOf!: string;
  @Field({ description: 'Whether it was a complete list (it closed what it lacked)' })
  complete!: boolean;
  @Field(() => Int)
  added!: number;
  @Field(() => Int)
  updated!: number;
  @Field(() => Int)
  closed!: number;
  @Field(() => Int)
  reopened!: number;
  @Field(() => Int)
  skipped!: number;
}

@ObjectType({ description: 'A state the catalog holds a complete USDA list of' })
export class CoveredStateRefresh {
  @Field()
  state!: string;
  @Field()
  asOf!: string;
  @Field(() => Int, { description: 'Open stores right after that list was imported' })
  stores!: number;
}

@ObjectType()
export class CatalogSources {
  @Field(() => [CatalogSourceRefresh])
  sources!: CatalogSourceRefresh[];
  @Field(() => [CoveredStateRefresh])
  covered!: CoveredStateRefresh[];
  @Field(() => String, {
    nullable: true,
    description:
      "When the schedule next checks USDA's list; it refreshes only when USDA published a new one (null: no schedule)",
  })
  nextScheduledRefresh!: string | null;
  @Field(() => [PendingClosings], {
    description: 'Closings refreshes from USDA held for an admin, one a state, newest first',
  })
  pendingClosings!: PendingClosings[];
  @Field(() => UsdaCheck, {
    nullable: true,
    description: "The schedule's last look at USDA's list",
  })
  lastUsdaCheck!: UsdaCheck | null;
  @Field(() => UsdaSync, {
    nullable: true,
    description: "The last complete refresh from USDA of the schedule's scope",
  })
  lastUsdaSync!: UsdaSync | null;
}

@ObjectType()
export class StoreOverride {
  @Field(() => String, { nullable: true, description: 'active or closed, when the admin set it' })
  status!: string | null;
  @Field(() => [String], { description: 'Fields the admin edited' })
  fields!: string[];
  @Field()
  by!: string;
  @Field()
  at!: string;
}

@ObjectType()
export class CatalogImportsPage {
  @Field(() => Int)
  total!: number;
  @Field(() => [CatalogImport])
  items!: CatalogImport[];
}

/** A store as the back-office edits it: the public Store type's fields (their one GraphQL declaration),
 * where the store came from, and what an admin set by hand. */
@ObjectType({ description: 'A store as the back-office edits it, closed ones included' })
export class AdminStore extends PickType(Store, [
  'id',
  ...STORE_EDIT_FIELDS,
  'status',
  'updated_at',
  'listed_on',
  'delisted_on',
] as const) {
  @Field()
  source!: string;
  @Field(() => StoreOverride, {
    nullable: true,
    description: 'What an admin set by hand; imports leave it until an admin clears it',
  })
  adminOverride!: StoreOverride | null;
}

/** The search service's view in the public type's field names. */
export function toAdminStore(view: AdminStoreView): AdminStore {
  const { updatedAt, listedOn, delistedOn, ...fields } = view;
  return { ...fields, updated_at: updatedAt, listed_on: listedOn, delisted_on: delistedOn };
}

@ArgsType()
export class RefreshFromUsdaArgs {
  @Field(() => [String], {
    nullable: true,
    description: 'Two-letter state codes; none: the whole country',
  })
  @IsOptional()
  @IsArray()
  @ArrayMaxSize(60)
  @Matches(/^[A-Za-z]{2}$/, { each: true, message: VALIDATION_MESSAGES.stateCodes })
  states?: string[];
}

@ArgsType()
export class ConfirmUsdaClosingsArgs {
  @Field(() => ID, { description: 'The refresh whose closings wait for an admin' })
  @IsString()
  @MinLength(1)
  @MaxLength(64)
  importId!: string;
}

@ArgsType()
export class CatalogImportsArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(100)
  limit!: number;
  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  offset!: number;
}

@ArgsType()
export class AdminStoresArgs {
  @Field({ description: 'A store id, or part of a name, city or ZIP' })
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  text!: string;
  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(50)
  limit!: number;
}

/** The edited fields as the public Store type declares them; their rules, limits and messages are the
 * domain's (validateStoreEdit), applied by the search service, so they are not repeated here. */
@ArgsType()
export class UpdateStoreArgs extends PickType(Store, STORE_EDIT_FIELDS, ArgsType) {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id!: string;
}
// The gateway's validation keeps only decorated properties: these pass through to the domain's rules.
for (const field of STORE_EDIT_FIELDS) Allow()(UpdateStoreArgs.prototype, field);

@ArgsType()
export class SetStoreStatusArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id!: string;
  @Field({ description: 'active (reopen) or closed' })
  @IsIn(['active', 'closed'], { message: VALIDATION_MESSAGES.storeStatus })
  status!: 'active' | 'closed';
}
