import { Inject, Injectable } from '@nestjs/common';
import type { HelpFactView, RequestMeta, SaveHelpFactCommand } from '@snap/contracts';
import {
  EBT_HELP_MESSAGES,
  HELP_FACTS,
  isHelpFactKey,
  lastCheckedText,
  validateDatedFact,
} from '@snap/domain';
import { BUS_CLIENT, type BusClient, rpcError } from '@snap/platform-bus';
import { requireHelpAdmin } from '../ebt-help/ebt-help-admin';
import { recordEbtHelpChange } from '../ebt-help/ebt-help-audit';
import { SEED_HELP_FACTS } from '../ebt-help/ebt-help-seed';
import { spanishOrSeeds } from '../seed/seed-spanish';
import type { HelpFactRecord } from './help-fact.schema';
import { HelpFactsRepository } from './help-facts.repository';

/** The dated texts beside the lists (delivery fees, how to pay at checkout, a store's duty to take SNAP):
 * plain text an admin corrects with its source and date, so a rule can change without a release. */
@Injectable()
export class HelpFactsUseCases {
  constructor(
    private readonly facts: HelpFactsRepository,
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
  ) {}

  /** In HELP_FACTS' order; a key with no text yet is left out (nothing is shown that is not entered). */
  async list(only?: string | null): Promise<HelpFactView[]> {
    const byKey = new Map((await this.facts.all()).map((f) => [f._id, f]));
    return HELP_FACTS.filter(({ key }) => !only || key === only).flatMap(({ key }) => {
      const found = byKey.get(key);
      return found ? [toView(found)] : [];
    });
  }

  async save(command: SaveHelpFactCommand, meta: Partial<RequestMeta>): Promise<HelpFactView> {
    const admin = requireHelpAdmin(meta);
    if (!isHelpFactKey(command.key)) throw rpcError('NOT_FOUND', EBT_HELP_MESSAGES.unknownFact);
    const { value, errors } = validateDatedFact(command);
    if (errors.length > 0) throw rpcError('BAD_USER_INPUT', errors.join(', '), { errors });
    const now = new Date();
    const before = await this.facts.byKey(command.key);
    const saved = (await this.facts.save({
      _id: command.key,
      ...value,
      updatedBy: admin,
      updatedAt: now,
    })) as HelpFactRecord;
    await recordEbtHelpChange(this.bus, {
      actorId: admin,
      target: 'help-fact',
      label: `"${labelOf(command.key)}"`,
      before,
      after: saved,
      at: now,
    });
    return toView(saved);
  }
}

function toView(record: HelpFactRecord): HelpFactView {
  return {
    key: record._id,
    label: labelOf(record._id),
    text: record.text,
    textEs: spanishOrSeeds(
      { english: record.text, spanish: record.textEs },
      seededText(record._id),
    ),
    source: record.source,
    checkedOn: record.checkedOn,
    lastChecked: lastCheckedText(record.checkedOn),
    updatedAt: record.updatedAt.toISOString(),
  };
}

function seededText(key: string): { english: string; spanish: string } | undefined {
  const seed = SEED_HELP_FACTS.find((fact) => fact.key === key);
  return seed && { english: seed.text, spanish: seed.textEs };
}

function labelOf(key: string): string {
  return HELP_FACTS.find((f) => f.key === key)?.label ?? key;
}
