import { ArgsType, Field, Float, Int } from '@nestjs/graphql';
import {
  ArrayMaxSize,
  IsIn,
  IsInt,
  IsLatitude,
  IsLongitude,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  MinLength,
} from 'class-validator';

const RADIUS_MESSAGE = 'radiusMiles must be one of: 10, 20, 40';
const ZIP_MESSAGE = 'Please enter a valid 5-digit ZIP code.';
const CATEGORIES = ['trending', 'grocery', 'convenience', 'hotmeals', 'farmersmarket'];

@ArgsType()
export class LocatedArgs {
  @Field(() => Float)
  @IsLatitude({ message: 'lat must be a latitude between -90 and 90' })
  lat!: number;

  @Field(() => Float)
  @IsLongitude({ message: 'lng must be a longitude between -180 and 180' })
  lng!: number;
}

@ArgsType()
export class NearbyStoresArgs extends LocatedArgs {
  @Field(() => Int, { defaultValue: 10 })
  @IsIn([10, 20, 40], { message: RADIUS_MESSAGE })
  radiusMiles = 10;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  storeTypes?: string[];

  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 20;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(10_000)
  offset = 0;
}

@ArgsType()
export class ZipStoresArgs {
  @Field()
  @Matches(/^\d{5}$/, { message: ZIP_MESSAGE })
  zip!: string;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  storeTypes?: string[];
}

@ArgsType()
export class SearchStoresArgs {
  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(100)
  text?: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(60)
  city?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^[A-Za-z]{2}$/, { message: 'state must be a two-letter state code' })
  state?: string;

  @Field({ nullable: true })
  @IsOptional()
  @Matches(/^\d{5}$/, { message: ZIP_MESSAGE })
  zip?: string;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLatitude({ message: 'lat must be a latitude between -90 and 90' })
  lat?: number;

  @Field(() => Float, { nullable: true })
  @IsOptional()
  @IsLongitude({ message: 'lng must be a longitude between -180 and 180' })
  lng?: number;

  @Field(() => Int, { defaultValue: 10 })
  @IsIn([10, 20, 40], { message: RADIUS_MESSAGE })
  radiusMiles = 10;

  @Field(() => [String], { nullable: true })
  @IsOptional()
  @ArrayMaxSize(20)
  @IsString({ each: true })
  storeTypes?: string[];

  @Field(() => Int, { defaultValue: 100 })
  @IsInt()
  @Min(1)
  @Max(200, { message: 'limit must not be greater than 200' })
  limit = 100;
}

@ArgsType()
export class DirectSearchArgs {
  @Field()
  @IsString()
  @MinLength(1)
  @MaxLength(100)
  text!: string;

  @Field({ nullable: true })
  @IsOptional()
  @IsIn(CATEGORIES)
  category?: string;

  @Field(() => Int, { defaultValue: 2000 })
  @IsInt()
  @Min(1)
  @Max(2000, { message: 'limit must not be greater than 2000' })
  limit = 2000;
}

@ArgsType()
export class CategoryStoresArgs extends LocatedArgs {
  @Field()
  @IsIn(CATEGORIES, { message: `category must be one of: ${CATEGORIES.join(', ')}` })
  category!: string;

  @Field(() => Int, { defaultValue: 10 })
  @IsIn([10, 20, 40], { message: RADIUS_MESSAGE })
  radiusMiles = 10;

  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 20;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  @Max(10_000)
  offset = 0;
}

@ArgsType()
export class TrendingStoresArgs extends LocatedArgs {
  @Field(() => Int, { defaultValue: 20 })
  @IsInt()
  @Min(1)
  @Max(200)
  limit = 20;
}

@ArgsType()
export class GeocodeArgs {
  @Field()
  @IsString()
  @MinLength(1)
  @MaxLength(120)
  text!: string;
}
