import { ArgsType, Field, Float, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsInt, IsNumber, IsString, Max, MaxLength, Min, MinLength } from 'class-validator';

@ObjectType()
export class SkippedLine {
  @Field(() => Int)
  line!: number;
  @Field()
  reason!: string;
}

@ObjectType({ description: 'A catalog import started from the back-office' })
export class CatalogImport {
  @Field(() => ID)
  id!: string;
  @Field()
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
}

@ObjectType()
export class CatalogImportsPage {
  @Field(() => Int)
  total!: number;
  @Field(() => [CatalogImport])
  items!: CatalogImport[];
}

@ObjectType({ description: 'A store as the back-office edits it, closed ones included' })
export class AdminStore {
  @Field(() => ID)
  id!: string;
  @Field()
  Store_Name!: string;
  @Field()
  Store_Type!: string;
  @Field()
  Store_Street_Address!: string;
  @Field()
  City!: string;
  @Field()
  State!: string;
  @Field()
  Zip_Code!: string;
  @Field(() => Float)
  Latitude!: number;
  @Field(() => Float)
  Longitude!: number;
  @Field({ description: 'active or closed' })
  status!: string;
  @Field()
  source!: string;
  @Field()
  updatedAt!: string;
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

@ArgsType()
export class UpdateStoreArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id!: string;
  @Field()
  @IsString()
  @MaxLength(300)
  Store_Name!: string;
  @Field()
  @IsString()
  @MaxLength(64)
  Store_Type!: string;
  @Field()
  @IsString()
  @MaxLength(300)
  Store_Street_Address!: string;
  @Field()
  @IsString()
  @MaxLength(100)
  City!: string;
  @Field()
  @IsString()
  @MaxLength(20)
  State!: string;
  @Field()
  @IsString()
  @MaxLength(20)
  Zip_Code!: string;
  @Field(() => Float)
  @IsNumber()
  Latitude!: number;
  @Field(() => Float)
  @IsNumber()
  Longitude!: number;
}

@ArgsType()
export class SetStoreStatusArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  id!: string;
  @Field({ description: 'active (reopen) or closed' })
  @IsIn(['active', 'closed'], { message: 'status must be active or closed' })
  status!: 'active' | 'closed';
}
