import { Controller, Module } from '@nestjs/common';
import { AuditEvents, EbtHelpMessages, SearchMessages, StoresByIdsQuery } from '@snap/contracts';
import { OnMessage } from '@snap/platform-bus';
import { eventually } from '@snap/platform-engines/testing';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { loadGeorgiaStores } from '@snap/platform-search-index/testing';
import { ContentModule } from '../content.module';
import { ComplaintContactsRepository } from '../complaint-contacts/complaint-contacts.repository';
import { HelpFactsRepository } from '../help-facts/help-facts.repository';
import { OnlineRetailersRepository } from '../online-retailers/online-retailers.repository';
import { SEED_HELP_FACTS } from './ebt-help-seed';
import { EbtHelpSeeder } from './ebt-help-seeder';

// The search service's side (not under test): the listed stores of the bundled real Georgia sample.
const georgia = new Map(loadGeorgiaStores().map((store) => [store.id, store]));

@Controller()
class CatalogNeighbour {
  @OnMessage(SearchMessages.byIds)
  byIds(query: StoresByIdsQuery) {
    return query.ids.flatMap((id) => georgia.get(id) ?? []) as never;
  }
}

@Module({ imports: [ContentModule], controllers: [CatalogNeighbour] })
class ContentWithCatalog {}

describe('the EBT help pages: online retailers, complaint contacts and help facts', () => {
  let service: BootedService;
  const bus = () => service.bus.client();
  const admin = { meta: { userId: 'ada', roles: ['admin'] } };
  const member = { meta: { userId: 'ana', roles: [] } };
  const audits: Array<Record<string, unknown>> = [];
  const auditedSoFar = (count: number) =>
    eventually(() => audits, { until: (trail) => trail.length >= count });
  const retailers = (state?: string) =>
    bus().request(EbtHelpMessages.onlineRetailers, { state }, { meta: {} });
  const contacts = (state?: string) =>
    bus().request(EbtHelpMessages.complaintContacts, { state }, { meta: {} });

  beforeAll(async () => {
    service = await bootServiceForTest('content', ContentWithCatalog);
    service.bus.broker.subscribe(
      AuditEvents.recorded.name,
      'spec',
      service.bus.broker.newInstanceId(),
      async (message) => {
        audits.push(JSON.parse(message).payload);
        return undefined;
      },
    );
    // The start seeds in the background; seeding again waits for nothing and writes nothing twice.
    await service.get(EbtHelpSeeder).seedOnce();
  });
  afterAll(() => service.close());

  it('starts with the facts file: Amazon and Walmart in every state as of 2020, with their source', async () => {
    const georgia = await retailers('ga');
    expect(georgia.map((r) => [r.name, r.stateName, r.lastChecked])).toEqual([
      ['Amazon', 'All 50 states and DC', 'Last checked 2020'],
      ['Walmart', 'All 50 states and DC', 'Last checked 2020'],
    ]);
    expect(georgia[0].source).toContain('18F/cv_faq');
    // Not where SNAP online purchasing does not work yet.
    expect(await retailers('GU')).toEqual([]);
    const facts = await bus().request(EbtHelpMessages.helpFacts, {}, { meta: {} });
    expect(facts.map((f) => [f.key, f.checkedOn, f.source])).toEqual([
      ['online-availability', '2025', 'fns.usda.gov/snap/online'],
      ['online-fees', '2025', 'fns.usda.gov/snap/online'],
      ['online-checkout', '2025', 'fns.usda.gov/snap/online'],
      [
        'refusal-rights',
        '2025',
        'ag.ny.gov press release 2025 "warns … businesses unlawfully refusing SNAP"',
      ],
    ]);
    expect(facts[1].text).toBe('Delivery and service fees cannot be paid with SNAP.');
    // Every seeded text carries its Spanish, as the site's Spanish pages worded it.
    expect(facts[1].textEs).toBe(
      'Los cargos de entrega y de servicio no se pueden pagar con SNAP.',
    );
    expect(facts.every((f) => f.textEs)).toBe(true);
    expect(georgia.map((r) => r.noteEs)).toEqual([
      'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
      'Uno de los dos comercios en línea que el USDA autorizó a aceptar SNAP en todas las zonas.',
    ]);
    expect((await contacts('NY')).map((c) => [c.office, c.officeEs, c.contact])).toEqual([
      [
        'USDA Food and Nutrition Service (FNS)',
        'Servicio de Alimentos y Nutrición del USDA (FNS)',
        null,
      ],
      ['New York State Attorney General', 'Fiscal General del Estado de Nueva York', null],
    ]);
    expect((await contacts('GA')).map((c) => c.office)).toEqual([
      'USDA Food and Nutrition Service (FNS)',
    ]);
  });

  it('refuses an online retailer entry without a state or a date, or from a non-admin, and changes nothing', async () => {
    const before = await retailers();
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        { name: 'Corner Grocer', source: 'corner.example/snap' },
        admin,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message:
        'Please choose a state, Please enter the date it was checked (YYYY, YYYY-MM or YYYY-MM-DD)',
    });
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        { state: 'GA', name: '<b>Grocer</b>', source: 'x', checkedOn: '2026-11-01' },
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Plain text only: remove < and >' });
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        { state: 'GA', name: 'Corner Grocer', source: 'x', checkedOn: '2026-11-01' },
        member,
      ),
    ).rejects.toMatchObject({
      code: 'FORBIDDEN',
      message: 'Only admins can change the help pages.',
    });
    expect(await retailers()).toEqual(before);
  });

  it('lets an admin add, correct and delete a state entry, and a complaint contact with its source', async () => {
    const added = await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      {
        state: 'ga',
        name: ' Corner Grocer ',
        website: 'https://corner.example/snap',
        source: 'corner.example/snap',
        checkedOn: '2026-11-01',
      },
      admin,
    );
    expect(added).toMatchObject({
      state: 'GA',
      stateName: 'Georgia',
      name: 'Corner Grocer',
      lastChecked: 'Last checked November 1, 2026',
    });
    expect((await retailers('GA')).map((r) => r.name)).toEqual([
      'Amazon',
      'Walmart',
      'Corner Grocer',
    ]);
    expect((await retailers('AL')).map((r) => r.name)).toEqual(['Amazon', 'Walmart']);
    const corrected = await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      {
        id: added.id,
        state: 'GA',
        name: 'Corner Grocer',
        source: 'corner.example',
        checkedOn: '2026-11',
      },
      admin,
    );
    expect(corrected).toMatchObject({
      id: added.id,
      website: null,
      lastChecked: 'Last checked November 2026',
      noteEs: null,
    });
    expect(
      await bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: added.id }, admin),
    ).toEqual({ deleted: true });
    await expect(
      bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: added.id }, admin),
    ).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'This online retailer entry no longer exists.',
    });

    await expect(
      bus().request(
        EbtHelpMessages.saveComplaintContact,
        { state: 'GA', source: 'x', checkedOn: '2026' },
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Please enter the office people complain to' });
    const contact = await bus().request(
      EbtHelpMessages.saveComplaintContact,
      {
        state: 'GA',
        office: 'Georgia Division of Family and Children Services',
        contact: 'Call the number on the back of your EBT card',
        source: 'dfcs.georgia.gov',
        checkedOn: '2026-10',
      },
      admin,
    );
    expect((await contacts('GA')).map((c) => [c.office, c.contact, c.lastChecked])).toEqual([
      ['USDA Food and Nutrition Service (FNS)', null, 'Last checked 2025'],
      [contact.office, 'Call the number on the back of your EBT card', 'Last checked October 2026'],
    ]);
  });

  it("ties an online retailer to listed stores of its state only, and a store's page finds it", async () => {
    const [first, second] = [...georgia.values()];
    const forStore = (storeId: string) =>
      bus().request(EbtHelpMessages.storeOnlineRetailers, { storeId }, { meta: {} });
    const entry = (fields: Record<string, unknown>) => ({
      name: 'Corner Grocer Online',
      source: 'corner.example/snap',
      checkedOn: '2026-11-01',
      ...fields,
    });
    const before = await retailers();
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        entry({ state: 'GA', storeIds: [first.id, '0000000', 'not a store'] }),
        admin,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'A store id is the number in the address of its store page',
    });
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        entry({ state: 'GA', storeIds: [first.id, '0000000'] }),
        admin,
      ),
    ).rejects.toMatchObject({ message: "These stores are not on USDA's list: 0000000" });
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        entry({ state: 'AL', storeIds: [first.id] }),
        admin,
      ),
    ).rejects.toMatchObject({ message: `These stores are not in Alabama: ${first.id}` });
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        entry({ state: 'GA', storeIds: Array.from({ length: 201 }, (_, i) => String(i)) }),
        admin,
      ),
    ).rejects.toMatchObject({ message: 'An online retailer can name at most 200 stores' });
    expect(await retailers()).toEqual(before);
    expect(await forStore(first.id)).toEqual([]);

    // Once each, blanks dropped; an all-states retailer may name a store in any state.
    const tied = await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      entry({ state: 'ALL', storeIds: [` ${first.id} `, first.id, '', second.id] }),
      admin,
    );
    expect(tied.storeIds).toEqual([first.id, second.id]);
    expect((await forStore(first.id)).map((r) => [r.name, r.website])).toEqual([
      ['Corner Grocer Online', null],
    ]);
    await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      entry({ id: tied.id, state: 'ALL', storeIds: [second.id] }),
      admin,
    );
    expect(await forStore(first.id)).toEqual([]);
    expect((await forStore(second.id)).map((r) => r.id)).toEqual([tied.id]);
    // Entries without stores (the seeded Amazon and Walmart) name no store page.
    expect((await retailers('GA')).find((r) => r.name === 'Amazon')?.storeIds).toEqual([]);
    await bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: tied.id }, admin);
    expect(await forStore(second.id)).toEqual([]);
  });

  it('lets an admin correct a help text with its source and date, never with markup', async () => {
    await expect(
      bus().request(
        EbtHelpMessages.saveHelpFact,
        {
          key: 'online-fees',
          text: '<script>x</script>',
          source: 'fns.usda.gov',
          checkedOn: '2026',
        },
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Plain text only: remove < and >' });
    await expect(
      bus().request(
        EbtHelpMessages.saveHelpFact,
        { key: 'made-up', text: 'x', source: 'y', checkedOn: '2026' },
        admin,
      ),
    ).rejects.toMatchObject({ code: 'NOT_FOUND', message: 'There is no such help text.' });
    const saved = await bus().request(
      EbtHelpMessages.saveHelpFact,
      {
        key: 'online-fees',
        text: 'Delivery and service fees cannot be paid with SNAP.',
        source: 'fns.usda.gov/snap/online',
        checkedOn: '2026-11-20',
      },
      admin,
    );
    expect(saved).toMatchObject({
      label: 'Delivery and service fees',
      lastChecked: 'Last checked November 20, 2026',
    });
    // A later start never writes the seed over an admin's correction.
    expect(await service.get(EbtHelpSeeder).seedOnce()).toBe(false);
    const facts = await bus().request(EbtHelpMessages.helpFacts, {}, { meta: {} });
    expect(facts.find((f) => f.key === 'online-fees')?.checkedOn).toBe('2026-11-20');
  });

  it('records every EBT help change in the audit trail as Programs edits are: who, what, when, before and after', async () => {
    audits.length = 0;
    const added = await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      { state: 'NY', name: 'Hudson Grocer', source: 'hudson.example/snap', checkedOn: '2026-11' },
      admin,
    );
    await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      {
        id: added.id,
        state: 'NY',
        name: 'Hudson Grocer',
        source: 'hudson.example',
        checkedOn: '2026-11-02',
      },
      admin,
    );
    await bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: added.id }, admin);
    const contact = await bus().request(
      EbtHelpMessages.saveComplaintContact,
      { state: 'NY', office: 'New York OTDA', source: 'otda.ny.gov', checkedOn: '2026-10' },
      admin,
    );
    await bus().request(
      EbtHelpMessages.saveHelpFact,
      {
        key: 'online-checkout',
        text: 'Choose EBT at checkout, then enter your PIN.',
        source: 'fns.usda.gov/snap/online',
        checkedOn: '2026-11-21',
      },
      admin,
    );
    // Refused changes are not changes: nothing recorded.
    await expect(
      bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: added.id }, admin),
    ).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(
      bus().request(EbtHelpMessages.deleteComplaintContact, { id: contact.id }, member),
    ).rejects.toMatchObject({ code: 'FORBIDDEN' });

    const trail = await auditedSoFar(5);
    expect(
      trail.map((a) => [a['action'], a['actorId'], a['targetType'], a['targetId'], a['summary']]),
    ).toEqual([
      [
        'ebt-help.changed',
        'ada',
        'online-retailer',
        added.id,
        'Added the online retailer Hudson Grocer (NY)',
      ],
      [
        'ebt-help.changed',
        'ada',
        'online-retailer',
        added.id,
        'Changed the online retailer Hudson Grocer (NY)',
      ],
      [
        'ebt-help.changed',
        'ada',
        'online-retailer',
        added.id,
        'Deleted the online retailer Hudson Grocer (NY)',
      ],
      [
        'ebt-help.changed',
        'ada',
        'complaint-contact',
        contact.id,
        'Added the complaint contact New York OTDA (NY)',
      ],
      [
        'ebt-help.changed',
        'ada',
        'help-fact',
        'online-checkout',
        'Changed the help text "How to pay at checkout"',
      ],
    ]);
    expect(trail[0]).toMatchObject({
      before: null,
      after: { source: 'hudson.example/snap', checkedOn: '2026-11' },
    });
    expect(trail[1]).toMatchObject({
      before: { source: 'hudson.example/snap', checkedOn: '2026-11' },
      after: { source: 'hudson.example', checkedOn: '2026-11-02' },
    });
    expect(trail[2]).toMatchObject({ before: { name: 'Hudson Grocer' }, after: null });
    expect(trail[4]).toMatchObject({
      before: { source: 'fns.usda.gov/snap/online', checkedOn: '2025' },
      after: { text: 'Choose EBT at checkout, then enter your PIN.', checkedOn: '2026-11-21' },
    });
    expect(trail.every((a) => typeof a['occurredAt'] === 'string')).toBe(true);
    expect(trail.some((a) => 'updatedBy' in ((a['after'] ?? {}) as object))).toBe(false);
    expect(trail).toHaveLength(5);
  });

  it('saves each help entry in English and in Spanish, and shows each as written', async () => {
    const retailer = await bus().request(
      EbtHelpMessages.saveOnlineRetailer,
      {
        state: 'GA',
        name: 'Peach Grocer',
        note: 'Delivers in Atlanta.',
        noteEs: ' Entrega  en Atlanta. ',
        source: 'peach.example/snap',
        checkedOn: '2026-11',
      },
      admin,
    );
    expect(retailer).toMatchObject({ note: 'Delivers in Atlanta.', noteEs: 'Entrega en Atlanta.' });
    const contact = await bus().request(
      EbtHelpMessages.saveComplaintContact,
      {
        state: 'GA',
        office: 'Georgia DHS',
        officeEs: 'Departamento de Servicios Humanos de Georgia',
        contact: 'Call 877-423-4746',
        contactEs: 'Llame al 877-423-4746',
        source: 'dhs.georgia.gov',
        checkedOn: '2026-10',
      },
      admin,
    );
    expect((await contacts('GA')).find((c) => c.id === contact.id)).toMatchObject({
      officeEs: 'Departamento de Servicios Humanos de Georgia',
      contactEs: 'Llame al 877-423-4746',
    });
    const fact = await bus().request(
      EbtHelpMessages.saveHelpFact,
      {
        key: 'refusal-rights',
        text: 'A store USDA authorized may not refuse SNAP for eligible items.',
        textEs: 'Una tienda autorizada por el USDA no puede negarse a aceptar SNAP.',
        source: 'fns.usda.gov',
        checkedOn: '2026-11',
      },
      admin,
    );
    expect(fact.textEs).toBe('Una tienda autorizada por el USDA no puede negarse a aceptar SNAP.');
    // Left empty, the Spanish is none, and Spanish pages show the English.
    expect(
      (
        await bus().request(
          EbtHelpMessages.saveHelpFact,
          { key: 'refusal-rights', text: fact.text, textEs: '', source: 'x', checkedOn: '2026' },
          admin,
        )
      ).textEs,
    ).toBeNull();
    await bus().request(EbtHelpMessages.deleteOnlineRetailer, { id: retailer.id }, admin);
    await bus().request(EbtHelpMessages.deleteComplaintContact, { id: contact.id }, admin);
  });

  it('refuses Spanish over the English limit with its message, and changes nothing', async () => {
    const before = { retailers: await retailers(), contacts: await contacts() };
    const facts = () => bus().request(EbtHelpMessages.helpFacts, {}, { meta: {} });
    const factsBefore = await facts();
    await expect(
      bus().request(
        EbtHelpMessages.saveOnlineRetailer,
        {
          state: 'GA',
          name: 'Peach Grocer',
          noteEs: 'a'.repeat(501),
          source: 'x',
          checkedOn: '2026',
        },
        admin,
      ),
    ).rejects.toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Note must be 500 characters or less',
    });
    await expect(
      bus().request(
        EbtHelpMessages.saveComplaintContact,
        { state: 'GA', office: 'DHS', officeEs: 'a'.repeat(201), source: 'x', checkedOn: '2026' },
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Office must be 200 characters or less' });
    await expect(
      bus().request(
        EbtHelpMessages.saveHelpFact,
        {
          key: 'online-fees',
          text: 'Fees cannot be paid with SNAP.',
          textEs: 'a'.repeat(1001),
          source: 'x',
          checkedOn: '2026',
        },
        admin,
      ),
    ).rejects.toMatchObject({ message: 'Text must be 1000 characters or less' });
    expect({ retailers: await retailers(), contacts: await contacts() }).toEqual(before);
    expect(await facts()).toEqual(factsBefore);
  });

  it("reads entries stored before texts had their Spanish: the seed's while the words are the seed's, otherwise none", async () => {
    const now = new Date('2025-06-01T00:00:00Z');
    const old = { updatedBy: null, createdAt: now, updatedAt: now, source: 'x', checkedOn: '2025' };
    await service.get(OnlineRetailersRepository).insert({
      _id: '0b5e1c1e-0000-4000-8000-000000000001',
      state: 'VT',
      name: 'Green Mountain Grocer',
      website: null,
      note: 'Delivers in Vermont.',
      ...old,
    });
    await service.get(ComplaintContactsRepository).insert({
      _id: '0b5e1c1e-0000-4000-8000-000000000002',
      state: 'VT',
      office: 'Vermont Economic Services',
      contact: null,
      ...old,
    });
    expect((await retailers('VT')).find((r) => r.state === 'VT')).toMatchObject({
      note: 'Delivers in Vermont.',
      noteEs: null,
    });
    expect((await contacts('VT')).find((c) => c.state === 'VT')).toMatchObject({
      officeEs: null,
      contactEs: null,
    });
    // A seeded fact stored without Spanish (an install seeded before) keeps the Spanish it had.
    const seeded = SEED_HELP_FACTS.find((f) => f.key === 'online-availability');
    await service.get(HelpFactsRepository).save({
      _id: 'online-availability',
      text: seeded?.text ?? '',
      source: 'fns.usda.gov/snap/online',
      checkedOn: '2025',
      textEs: null,
      updatedBy: null,
      updatedAt: now,
    });
    const facts = await bus().request(
      EbtHelpMessages.helpFacts,
      { key: 'online-availability' },
      { meta: {} },
    );
    expect(facts[0].textEs).toBe(seeded?.textEs);
  });
});
