import { eventually } from '@snap/platform-engines/testing';
import { AuditEvents, ProgramMessages } from '@snap/contracts';
import {
  PROGRAM_TEXT_LIMITS,
  PROGRAM_TEXT_MESSAGES,
  SEEDED_PROGRAM_TEXTS,
  type ProgramText,
} from '@snap/domain';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { ContentModule } from '../content.module';
import { ProgramTextsRepository } from './program-texts.repository';
import { toProgramText } from './program-texts.usecases';

describe('program texts over the bus', () => {
  let service: BootedService;
  const audits: Array<Record<string, unknown>> = [];
  const admin = { meta: { userId: 'admin-1', roles: ['admin'] } };
  const moderator = { meta: { userId: 'mod-1', roles: ['moderator'] } };
  const bus = () => service.bus.client();
  const list = () => bus().request(ProgramMessages.list, {});

  async function refused(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
    try {
      await promise;
    } catch (error) {
      return error as { code: string; message: string };
    }
    throw new Error('expected a refusal');
  }

  beforeAll(async () => {
    service = await bootServiceForTest('content', ContentModule);
    service.bus.broker.subscribe(
      AuditEvents.recorded.name,
      'spec',
      service.bus.broker.newInstanceId(),
      async (message) => {
        audits.push(JSON.parse(message).payload);
        return undefined;
      },
    );
  });
  afterAll(() => service.close());

  const seededDoubleUp = SEEDED_PROGRAM_TEXTS.find((t) => t.kind === 'incentive') as ProgramText;

  it('starts with every fact of the facts file, each with its date and source', async () => {
    const texts = await eventually(list, (all) => all.length === SEEDED_PROGRAM_TEXTS.length);
    expect(
      texts.map(({ id, text, asOf, source, states, everyState }) => ({
        id,
        text,
        asOf,
        source,
        states,
        everyState,
      })),
    ).toEqual(
      expect.arrayContaining(
        SEEDED_PROGRAM_TEXTS.map(({ id, text, asOf, source, states, everyState }) => ({
          id,
          text,
          asOf,
          source,
          states,
          everyState,
        })),
      ),
    );
    expect(texts.every((t) => t.updatedBy === null)).toBe(true);
    // As seeded, each text carries its Spanish, as the site's Spanish pages worded it.
    expect(texts.map(({ id, nameEs, textEs }) => ({ id, nameEs, textEs }))).toEqual(
      expect.arrayContaining(
        SEEDED_PROGRAM_TEXTS.map(({ id, nameEs, textEs }) => ({ id, nameEs, textEs })),
      ),
    );
    expect(texts.every((t) => t.nameEs && t.textEs)).toBe(true);
    expect((await bus().request(ProgramMessages.list, { kind: 'wic' })).map((t) => t.id)).toEqual([
      'seed-wic',
    ]);
  });

  it('refuses a text with markup, with the plain-text message, and changes nothing', async () => {
    const before = await list();
    const error = await refused(
      bus().request(
        ProgramMessages.save,
        { ...seededDoubleUp, text: 'Get <b>double</b> on produce' },
        admin,
      ),
    );
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: PROGRAM_TEXT_MESSAGES.markup });
    expect(await list()).toEqual(before);
  });

  it('refuses a text without a source or date, and anyone but an admin', async () => {
    const before = await list();
    expect(
      await refused(
        bus().request(
          ProgramMessages.save,
          { kind: 'incentive', name: 'Healthy Bucks', text: 'Extra for produce.', states: ['MI'] },
          admin,
        ),
      ),
    ).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: `${PROGRAM_TEXT_MESSAGES.asOfRequired}, ${PROGRAM_TEXT_MESSAGES.sourceRequired}`,
    });
    expect(
      await refused(bus().request(ProgramMessages.save, { ...seededDoubleUp }, moderator)),
    ).toMatchObject({ code: 'FORBIDDEN', message: PROGRAM_TEXT_MESSAGES.notAdmin });
    expect(
      await refused(bus().request(ProgramMessages.save, { ...seededDoubleUp }, {})),
    ).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(
      await refused(
        bus().request(ProgramMessages.save, { ...seededDoubleUp, id: 'no-such-text' }, admin),
      ),
    ).toMatchObject({ code: 'NOT_FOUND', message: PROGRAM_TEXT_MESSAGES.notFound });
    expect(await list()).toEqual(before);
  });

  it("lets an admin correct a text and add a state's own, recorded in the audit trail", async () => {
    const corrected = await bus().request(
      ProgramMessages.save,
      {
        ...seededDoubleUp,
        text: 'Spend SNAP on fruits and vegetables and get the same amount free.',
      },
      admin,
    );
    expect(corrected).toMatchObject({
      created: false,
      message: PROGRAM_TEXT_MESSAGES.saved,
      text: { id: seededDoubleUp.id, updatedBy: 'admin-1', asOf: seededDoubleUp.asOf },
    });
    // The Spanish is saved as the form sent it (here the seed's, unchanged).
    expect(corrected.text).toMatchObject({
      nameEs: seededDoubleUp.nameEs,
      textEs: seededDoubleUp.textEs,
    });
    const added = await bus().request(
      ProgramMessages.save,
      {
        kind: 'summer-ebt',
        name: 'Summer EBT (SUN Bucks)',
        text: 'Georgia issues SUN Bucks in June.',
        asOf: 'Jun 2025',
        source: 'dfcs.georgia.gov',
        states: ['ga'],
      },
      admin,
    );
    expect(added.created).toBe(true);
    // Added without Spanish: none, and Spanish pages show the English.
    expect(added.text).toMatchObject({
      states: ['GA'],
      everyState: false,
      nameEs: null,
      textEs: null,
    });
    const texts = await list();
    expect(texts.find((t) => t.id === seededDoubleUp.id)?.text).toBe(
      'Spend SNAP on fruits and vegetables and get the same amount free.',
    );
    expect(texts.find((t) => t.id === added.text.id)?.source).toBe('dfcs.georgia.gov');
    const trail = await eventually(
      async () => audits,
      (all) => all.length >= 2,
    );
    expect(trail.map((a) => [a['action'], a['actorId'], a['targetId']])).toEqual([
      ['program-text.changed', 'admin-1', seededDoubleUp.id],
      ['program-text.changed', 'admin-1', added.text.id],
    ]);
    expect((trail[0]['before'] as { text: string }).text).toBe(seededDoubleUp.text);
  });
  it('saves a text in English and in Spanish, and shows each as written', async () => {
    const summer = SEEDED_PROGRAM_TEXTS.find((t) => t.id === 'seed-summer-ebt') as ProgramText;
    const saved = await bus().request(
      ProgramMessages.save,
      {
        ...summer,
        text: `${summer.text} Ask your state when it starts.`,
        textEs: `${summer.textEs} Pregunte a su estado cuándo empieza.`,
        nameEs: ' Summer EBT  (SUN Bucks) ',
      },
      admin,
    );
    expect(saved.text).toMatchObject({
      text: `${summer.text} Ask your state when it starts.`,
      textEs: `${summer.textEs} Pregunte a su estado cuándo empieza.`,
      nameEs: 'Summer EBT (SUN Bucks)',
      updatedBy: 'admin-1',
    });
    expect((await list()).find((t) => t.id === summer.id)).toEqual(saved.text);
    const cleared = await bus().request(
      ProgramMessages.save,
      { ...summer, text: `${summer.text} Ask your state.`, textEs: ' ' },
      admin,
    );
    // Spanish left empty: none, and Spanish pages show the English.
    expect(cleared.text.textEs).toBeNull();
  });

  it('refuses a Spanish text over the English limit with its message, and changes nothing', async () => {
    const before = await list();
    const wic = SEEDED_PROGRAM_TEXTS.find((t) => t.id === 'seed-wic') as ProgramText;
    expect(
      await refused(
        bus().request(
          ProgramMessages.save,
          { ...wic, textEs: 'a'.repeat(PROGRAM_TEXT_LIMITS.textMax + 1) },
          admin,
        ),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: PROGRAM_TEXT_MESSAGES.textTooLong });
    expect(
      await refused(
        bus().request(ProgramMessages.save, { ...wic, nameEs: 'WIC <b>hoy</b>' }, admin),
      ),
    ).toMatchObject({ code: 'BAD_USER_INPUT', message: PROGRAM_TEXT_MESSAGES.markup });
    expect(await list()).toEqual(before);
  });

  it('reads a text stored before texts had their Spanish: none, so Spanish pages show the English', async () => {
    await service.get(ProgramTextsRepository).insert({
      _id: 'stored-before-spanish',
      kind: 'incentive',
      name: 'Healthy Bucks',
      text: 'Extra for produce at farmers markets.',
      asOf: '2024',
      source: 'nyc.gov/healthybucks',
      everyState: false,
      states: ['NY'],
      updatedAt: new Date('2025-06-01T00:00:00Z'),
      updatedBy: 'admin-0',
    });
    expect((await list()).find((t) => t.id === 'stored-before-spanish')).toMatchObject({
      name: 'Healthy Bucks',
      nameEs: null,
      text: 'Extra for produce at farmers markets.',
      textEs: null,
    });
  });

  it("gives a seeded text stored without Spanish the seed's Spanish while its words are the seed's", () => {
    const wic = SEEDED_PROGRAM_TEXTS.find((t) => t.id === 'seed-wic') as ProgramText;
    const stored = {
      _id: wic.id,
      kind: wic.kind,
      name: wic.name,
      text: wic.text,
      asOf: wic.asOf,
      source: wic.source,
      everyState: wic.everyState,
      states: [...wic.states],
      updatedAt: new Date('2025-06-01T00:00:00Z'),
      updatedBy: 'admin-0',
    };
    expect(toProgramText(stored)).toMatchObject({ nameEs: wic.nameEs, textEs: wic.textEs });
    // Reworded in English before the Spanish could be written: the old Spanish would say something else.
    expect(toProgramText({ ...stored, text: 'WIC is used at WIC stores.' })).toMatchObject({
      nameEs: wic.nameEs,
      textEs: null,
    });
  });
});
