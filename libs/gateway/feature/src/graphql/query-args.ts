import type { Type } from '@nestjs/common';
import { Field, type FieldOptions, type ReturnTypeFunc } from '@nestjs/graphql';

/** An argument's GraphQL type and options (nullable, defaultValue, description). */
export type ArgField = readonly [ReturnTypeFunc, FieldOptions?];

/**
 * Makes the properties of a contracts class GraphQL arguments (or input fields) of `args`, an
 * `@ArgsType()` (or `@InputType()`) subclass of that class. The validation rules and their messages stay the contracts' one declaration (inherited,
 * and applied by the gateway's ValidationPipe); only the GraphQL type and default are said here, in
 * the order the arguments appear in the schema. The compiler rejects a property the query lacks.
 */
export function queryArgs<T>(args: Type<T>, fields: { [K in keyof T]?: ArgField }): void {
  for (const [name, [type, options]] of Object.entries(fields) as Array<[string, ArgField]>)
    Field(type, options ?? {})(args.prototype as object, name);
}
