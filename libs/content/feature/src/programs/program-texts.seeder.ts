import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { SEEDED_PROGRAM_TEXTS } from '@snap/domain';
import { LOGGER } from '@snap/platform-observability';
import type { Logger } from 'pino';
import { ProgramTextsRepository } from './program-texts.repository';

/** Writes each text of the facts file that is not there yet (by its fixed id): a new installation starts
 * with them, an admin's correction is never overwritten, and a text added to the facts later arrives. */
@Injectable()
export class ProgramTextsSeeder implements OnApplicationBootstrap {
  constructor(
    private readonly texts: ProgramTextsRepository,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  onApplicationBootstrap(): void {
    // In the background: a documents engine that is still starting must not hold the service's start.
    void this.seed().catch((error: unknown) =>
      this.logger.error({ err: error }, 'program texts not seeded'),
    );
  }

  /** Returns how many texts it wrote. */
  async seed(now = new Date()): Promise<number> {
    let written = 0;
    for (const seed of SEEDED_PROGRAM_TEXTS) {
      const { id, ...fields } = seed;
      if (
        await this.texts.insertIfAbsent({
          _id: id,
          ...fields,
          states: [...fields.states],
          updatedAt: now,
          updatedBy: null,
        })
      )
        written++;
    }
    if (written > 0) this.logger.info({ written }, 'program texts seeded from the facts file');
    return written;
  }
}
