import { VALIDATION_MESSAGES } from '@snap/contracts';
import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsInt, IsISO8601, IsOptional, IsString, Max, MaxLength, Min } from 'class-validator';
import { AUDIT_ACTIONS, type AuditAction } from '@snap/contracts';

@ObjectType({ description: 'One admin or moderator action' })
export class AuditEntry {
  @Field(() => ID)
  id!: string;
  @Field()
  actorId!: string;
  @Field(() => String, {
    nullable: true,
    description: "The actor's e-mail when the action was recorded",
  })
  actorEmail!: string | null;
  @Field(() => String, { description: `One of: ${AUDIT_ACTIONS.join(', ')}` })
  action!: AuditAction;
  @Field()
  targetType!: string;
  @Field()
  targetId!: string;
  @Field()
  summary!: string;
  @Field(() => String, {
    nullable: true,
    description: 'JSON of the changed fields before the action',
  })
  before!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'JSON of the changed fields after the action',
  })
  after!: string | null;
  @Field()
  occurredAt!: string;
}

@ObjectType()
export class AuditEntriesPage {
  @Field(() => Int)
  total!: number;
  @Field(() => [AuditEntry])
  items!: AuditEntry[];
}

@ArgsType()
export class AuditEntriesArgs {
  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsIn(AUDIT_ACTIONS, { message: VALIDATION_MESSAGES.auditAction })
  action?: AuditAction | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(32)
  targetType?: string | null;

  @Field(() => String, { nullable: true })
  @IsOptional()
  @IsString()
  @MaxLength(320)
  actorEmail?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time, inclusive' })
  @IsOptional()
  @IsISO8601()
  from?: string | null;

  @Field(() => String, { nullable: true, description: 'ISO date-time, inclusive' })
  @IsOptional()
  @IsISO8601()
  to?: string | null;

  @Field(() => Int, { defaultValue: 50 })
  @IsInt()
  @Min(1)
  @Max(200)
  limit!: number;

  @Field(() => Int, { defaultValue: 0 })
  @IsInt()
  @Min(0)
  offset!: number;
}
