import { Inject, Injectable } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import {
  AuditEvents,
  type RequestMeta,
  type SaveProgramTextCommand,
  type SaveProgramTextResult,
} from '@snap/contracts';
import {
  PROGRAM_TEXT_MESSAGES,
  type ProgramKind,
  SEEDED_PROGRAM_TEXTS,
  type ProgramText,
  validateProgramText,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, requireRole, rpcError } from '@snap/platform-bus';
import type { ProgramTextRecord } from './program-text.schema';
import { ProgramTextsRepository } from './program-texts.repository';

const SEEDS = new Map(SEEDED_PROGRAM_TEXTS.map((seed) => [seed.id, seed]));

function stillSeeded(record: ProgramTextRecord): boolean {
  if ((record.updatedBy ?? null) === null) return true;
  const seed = SEEDS.get(record._id);
  return !!seed && seed.name === record.name && seed.text === record.text;
}

export function toProgramText(record: ProgramTextRecord): ProgramText {
  return {
    id: record._id,
    kind: record.kind,
    name: record.name,
    text: record.text,
    asOf: record.asOf,
    source: record.source,
    everyState: record.everyState,
    states: [...record.states],
    updatedAt: new Date(record.updatedAt).toISOString(),
    updatedBy: record.updatedBy ?? null,
    // A text whose words are still the seed's (never saved, or saved with a new source or date only)
    // is translated by its id; words an admin rewrote are shown as written.
    seedKey: stillSeeded(record) ? record._id : null,
  };
}

const audited = (text: ProgramText) => ({
  kind: text.kind,
  name: text.name,
  text: text.text,
  asOf: text.asOf,
  source: text.source,
  everyState: text.everyState,
  states: text.states,
});

/** Program texts: everyone reads them; admins correct or add them, each with its date and source, so a
 * state's rules can change without a release. */
@Injectable()
export class ProgramTextsUseCases {
  constructor(
    private readonly texts: ProgramTextsRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  async list(kind?: ProgramKind): Promise<ProgramText[]> {
    return (await this.texts.all())
      .filter((text) => !kind || text.kind === kind)
      .map(toProgramText);
  }

  /** A new text, or a change to the one with the given id. Bad input (markup, no source, no date, an
   * unknown state) is refused with the form's messages and changes nothing. */
  async save(
    command: SaveProgramTextCommand,
    meta: Partial<RequestMeta>,
  ): Promise<SaveProgramTextResult> {
    const actorId = requireRole(meta, ['admin'], PROGRAM_TEXT_MESSAGES.notAdmin);
    const { value, errors } = validateProgramText(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const fields = { ...value, updatedAt: new Date(), updatedBy: actorId };
    let before: ProgramText | null = null;
    let saved: ProgramTextRecord;
    if (command.id) {
      const previous = await this.texts.byId(command.id);
      if (!previous) throw rpcError('NOT_FOUND', PROGRAM_TEXT_MESSAGES.notFound);
      before = toProgramText(previous);
      const updated = await this.texts.update(command.id, fields);
      if (!updated) throw rpcError('NOT_FOUND', PROGRAM_TEXT_MESSAGES.notFound);
      saved = updated;
    } else {
      saved = await this.texts.insert({ _id: randomUUID(), ...fields });
    }
    const text = toProgramText(saved);
    await this.bus.publish(AuditEvents.recorded, {
      actorId,
      action: 'program-text.changed',
      targetType: 'program-text',
      targetId: text.id,
      summary: `${before ? 'Changed' : 'Added'} the ${text.name} text (${text.everyState ? 'every state' : text.states.join(', ') || 'no state yet'})`,
      before: before ? audited(before) : null,
      after: audited(text),
      occurredAt: text.updatedAt,
    });
    return { text, created: !before, message: PROGRAM_TEXT_MESSAGES.saved };
  }
}
