import { Inject, UseGuards } from '@nestjs/common';
import { Args, ArgsType, Field, Query, Resolver } from '@nestjs/graphql';
import { IsString, MaxLength } from 'class-validator';
import { AuditMessages, IdentityMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../auth/auth.guards';
import { viaBus } from '../graphql/bus-errors';
import { User } from '../identity/identity.models';
import { AuditEntriesArgs, AuditEntriesPage } from './audit.models';

@ArgsType()
class UserByEmailArgs {
  @Field()
  @IsString()
  @MaxLength(400)
  email!: string;
}

/** Back-office reads for admins: accounts by e-mail (to manage roles) and the audit trail. The
 * identity service checks the admin role again against its own records. */
@Resolver()
export class AdminResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => User, {
    nullable: true,
    description: 'Admins only: the account with this e-mail, or null',
  })
  @UseGuards(AdminGuard)
  userByEmail(
    @Args() { email }: UserByEmailArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<User | null> {
    return viaBus(() => this.bus.request(IdentityMessages.userByEmail, { email }, { meta }));
  }

  @Query(() => AuditEntriesPage, { description: 'Admins only: staff actions, newest first' })
  @UseGuards(AdminGuard)
  auditEntries(
    @Args() args: AuditEntriesArgs,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<AuditEntriesPage> {
    const query = Object.fromEntries(
      Object.entries(args).filter(
        ([, value]) => value !== null && value !== undefined && value !== '',
      ),
    );
    return viaBus(() =>
      this.bus.request(
        AuditMessages.list,
        query as unknown as AuditEntriesArgs & { limit: number; offset: number },
        { meta },
      ),
    );
  }
}
