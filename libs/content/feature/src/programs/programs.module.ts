import { Module } from '@nestjs/common';
import { ProgramTextsRepository } from './program-texts.repository';
import { ProgramTextsSeeder } from './program-texts.seeder';
import { ProgramTextsUseCases } from './program-texts.usecases';
import { ProgramsHandler } from './programs.handler';

/** Program texts (hot meals, incentives, Summer EBT, WIC) of the content service. */
@Module({
  controllers: [ProgramsHandler],
  providers: [ProgramTextsRepository, ProgramTextsUseCases, ProgramTextsSeeder],
})
export class ProgramsModule {}
