import { Inject, UseGuards } from '@nestjs/common';
import { Args, Mutation, Query, Resolver } from '@nestjs/graphql';
import { ProgramMessages, type RequestMeta } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { AdminGuard, RequestContext } from '../../auth/auth.guards';
import { viaBus } from '../../graphql/bus-errors';
import { ProgramText, ProgramTextInput, SaveProgramTextPayload } from './programs.models';

/** Program texts: everyone reads them; admins correct and add them (the content service checks the
 * admin role again). */
@Resolver()
export class ProgramsResolver {
  constructor(@Inject(BUS_CLIENT) private readonly bus: BusClient) {}

  @Query(() => [ProgramText], {
    description:
      'Every program text (hot meals, incentives, Summer EBT, WIC), each with its date and source',
  })
  programTexts(): Promise<ProgramText[]> {
    return viaBus(() => this.bus.request(ProgramMessages.list, {}));
  }

  @Mutation(() => SaveProgramTextPayload, {
    description:
      'Add a program text, or change the one with the given id (admins); markup, a missing date or source, or an unknown state is refused and changes nothing',
  })
  @UseGuards(AdminGuard)
  saveProgramText(
    @Args('input', { description: 'The form: an id changes that text, none adds one' })
    input: ProgramTextInput,
    @RequestContext() meta: Partial<RequestMeta>,
  ): Promise<SaveProgramTextPayload> {
    return viaBus(() => this.bus.request(ProgramMessages.save, { ...input }, { meta }));
  }
}
