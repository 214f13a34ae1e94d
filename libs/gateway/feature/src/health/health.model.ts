import { Field, Float, ObjectType } from '@nestjs/graphql';

@ObjectType()
export class DependencyHealth {
  @Field()
  name!: string;

  @Field()
  status!: string;

  @Field({ nullable: true })
  error?: string;

  @Field({
    nullable: true,
    description: "In words: why an optional dependency is 'off', or a note on one that is up",
  })
  detail?: string;
}

@ObjectType()
export class ServiceHealth {
  @Field()
  name!: string;

  @Field()
  version!: string;

  @Field({ description: "'up' when the service answered its ping and all its dependencies are up" })
  status!: string;

  @Field(() => Float, { nullable: true, description: 'Round trip of the ping through the bus' })
  latencyMs?: number | null;

  @Field(() => [DependencyHealth])
  dependencies!: DependencyHealth[];
}

@ObjectType()
export class Health {
  @Field({ description: "'up' when every service is up" })
  status!: string;

  @Field(() => [ServiceHealth])
  services!: ServiceHealth[];
}
