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
import { spanishOrSeeds } from '../seed/seed-spanish';
import type { ProgramTextRecord } from './program-text.schema';
import { ProgramTextsRepository } from './program-texts.repository';

const SEEDS = new Map(SEEDED_PROGRAM_TEXTS.map((seed) => [seed.id, seed]));

export function toProgramText(record: ProgramTextRecord): ProgramText {
  return {
    id: record._id,
    kind: record.kind,
    name: record.name,
    nameEs: spanishOf(record, 'name', 'nameEs'),
    text: record.text,
    textEs: spanishOf(record, 'text', 'textEs'),
    asOf: record.asOf,
    source: record.source,
    everyState: record.everyState,
    states: [...record.states],
    updatedAt: new Date(record.updatedAt).toISOString(),
    updatedBy: record.updatedBy ?? null,
  };
}

/** A field's Spanish, or the seed's while a text saved without Spanish still has the seed's words. */
function spanishOf(
  record: ProgramTextRecord,
  field: 'name' | 'text',
  spanishField: 'nameEs' | 'textEs',
): string | null {
  const seed = SEEDS.get(record._id);
  return spanishOrSeeds(
    { english: record[field], spanish: record[spanishField] },
    seed && { english: seed[field], spanish: seed[spanishField] },
  );
}

const audited = (text: ProgramText) => ({
  kind: text.kind,
  name: text.name,
  nameEs: text.nameEs,
  text: text.text,
  textEs: text.textEs,
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
