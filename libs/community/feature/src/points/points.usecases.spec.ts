import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type EventEnvelope, PointsEvents, type PointsAwardedEvent } from '@snap/contracts';
import { EmbeddedBus } from '@snap/platform-bus';
import { EmbeddedDocumentStore } from '@snap/platform-documents';
import { useSteppedClock } from '@snap/platform-runtime/testing';
import { BadgesRepository } from '../badges/badges.repository';
import { BadgesUseCases } from '../badges/badges.usecases';
import { georgiaStores } from '../testing/georgia-stores';
import { PointsRepository } from './points.repository';
import { PointsUseCases } from './points.usecases';

describe('points ledger and badges', () => {
  let dir: string;
  let documents: EmbeddedDocumentStore;
  let bus: EmbeddedBus;
  let points: PointsUseCases;
  let badges: BadgesUseCases;
  const awarded: Array<EventEnvelope<PointsAwardedEvent>> = [];
  const [publix, kroger, citgo] = georgiaStores();

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'snap-points-'));
    documents = new EmbeddedDocumentStore(dir);
    bus = new EmbeddedBus({ retryBackoffMs: 5 });
    bus.broker.subscribe(
      PointsEvents.awarded.name,
      'spec',
      bus.broker.newInstanceId(),
      async (message) => {
        awarded.push(JSON.parse(message));
        return undefined;
      },
    );
    badges = new BadgesUseCases(new BadgesRepository(documents));
    await badges.onModuleInit();
    points = new PointsUseCases(new PointsRepository(documents), badges, bus.client());
  });

  afterEach(() => jest.useRealTimers());

  afterAll(async () => {
    await bus.broker.drain();
    await documents.close();
    rmSync(dir, { recursive: true, force: true });
  });

  it("needs a user: 'User not authenticated'", async () => {
    await expect(
      points.award({
        userId: undefined,
        storeId: publix.id,
        contributionType: 'store_review',
        sourceKey: 'review:x',
      }),
    ).rejects.toMatchObject({
      error: { code: 'UNAUTHENTICATED', message: 'User not authenticated' },
    });
    await expect(points.stats(undefined)).rejects.toMatchObject({
      error: { message: 'User not authenticated' },
    });
  });

  it('awards the points of product rule Points per type, once per source, and emits points.awarded once', async () => {
    expect(
      await points.award({
        userId: 'ana',
        storeId: publix.id,
        contributionType: 'store_review',
        description: 'Reviewed',
        sourceKey: `review:ana:${publix.id}`,
      }),
    ).toEqual({
      pointsEarned: 15,
      awarded: true,
    });
    expect(
      await points.award({
        userId: 'ana',
        storeId: publix.id,
        contributionType: 'store_review',
        sourceKey: `review:ana:${publix.id}`,
      }),
    ).toEqual({
      pointsEarned: 15,
      awarded: false,
    });
    // Concurrent repeats of one source still pay once.
    const racing = await Promise.all(
      [1, 2, 3].map(() =>
        points.award({
          userId: 'ana',
          storeId: kroger.id,
          contributionType: 'store_hours',
          sourceKey: `hours:ana:${kroger.id}`,
        }),
      ),
    );
    expect(racing.filter((r) => r.awarded)).toHaveLength(1);
    expect(racing.every((r) => r.pointsEarned === 20)).toBe(true);
    expect(
      (
        await points.award({
          userId: 'ana',
          storeId: kroger.id,
          contributionType: 'mystery',
          sourceKey: 'mystery:1',
        })
      ).pointsEarned,
    ).toBe(10);
    await bus.broker.drain();

    expect(
      awarded
        .filter((e) => e.payload.userId === 'ana')
        .map((e) => [e.payload.contributionType, e.payload.pointsEarned, e.payload.totalPoints]),
    ).toEqual([
      ['store_review', 15, 15],
      ['store_hours', 20, 35],
      ['mystery', 10, 45],
    ]);
    expect(awarded.every((e) => e.id === `points-awarded:${e.payload.sourceKey}`)).toBe(true);
    expect(await points.stats('ana')).toEqual({
      total_points: 45,
      total_contributions: 3,
      stores_contributed_to: 2,
      verified_contributions: 0,
    });
    expect(
      (await points.history('ana')).map((l) => [l.contribution_type, l.store_id, l.points_earned]),
    ).toEqual([
      ['mystery', kroger.id, 10],
      ['store_hours', kroger.id, 20],
      ['store_review', publix.id, 15],
    ]);
  });

  it('counts a contribution as verified once a moderator approved it', async () => {
    expect(await points.markVerified(`hours:ana:${kroger.id}`)).toBe(true);
    expect(await points.markVerified('no-such-source')).toBe(false);
    expect((await points.stats('ana')).verified_contributions).toBe(1);
  });

  it('seeds the badge catalog by contributions required, and earns a badge exactly when its threshold is crossed', async () => {
    const catalog = await badges.all();
    expect(catalog.map((b) => b.contributions_required)).toEqual([1, 5, 10, 25, 50, 100]);
    // Seeding again (a restart) keeps one copy of each badge.
    await badges.onModuleInit();
    expect(await badges.all()).toHaveLength(catalog.length);

    const stores = georgiaStores().slice(0, 5);
    const clock = useSteppedClock();
    await points.award({
      userId: 'ben',
      storeId: stores[0].id,
      contributionType: 'store_photo',
      sourceKey: 'photo:ben:0',
    });
    expect((await badges.ofUser('ben')).map((b) => b.badge.name)).toEqual(['First Steps']);
    for (let i = 1; i < 4; i++)
      await points.award({
        userId: 'ben',
        storeId: stores[i].id,
        contributionType: 'store_photo',
        sourceKey: `photo:ben:${i}`,
      });
    let progress = await badges.progress('ben', await points.contributionsOf('ben'));
    expect(progress.find((b) => b.id === 'helpful-neighbor')).toMatchObject({
      earned: false,
      current: 4,
      ratio: 0.8,
      almost_there: true,
    });
    expect(progress.find((b) => b.id === 'community-guide')).toMatchObject({
      earned: false,
      current: 4,
      almost_there: false,
    });
    expect((await badges.ofUser('ben')).map((b) => b.badge_id)).toEqual(['first-contribution']);

    clock.step();
    await points.award({
      userId: 'ben',
      storeId: stores[4].id,
      contributionType: 'store_photo',
      sourceKey: 'photo:ben:4',
    });
    await points.award({
      userId: 'ben',
      storeId: stores[4].id,
      contributionType: 'store_photo',
      sourceKey: 'photo:ben:4',
    });
    const mine = await badges.ofUser('ben');
    expect(mine.map((b) => b.badge.name)).toEqual(['Helpful Neighbor', 'First Steps']);
    expect(mine[0].earned_at > mine[1].earned_at).toBe(true);
    progress = await badges.progress('ben', await points.contributionsOf('ben'));
    expect(progress.find((b) => b.id === 'helpful-neighbor')).toMatchObject({
      earned: true,
      almost_there: false,
      ratio: 1,
    });
  });

  it("forgets a deleted account's points and badges, and only theirs", async () => {
    await points.award({
      userId: 'cleo',
      storeId: citgo.id,
      contributionType: 'contact_info',
      sourceKey: 'phone:cleo',
    });
    await points.award({
      userId: 'dan',
      storeId: citgo.id,
      contributionType: 'contact_info',
      sourceKey: 'phone:dan',
    });
    await points.forgetUser('cleo');
    await points.forgetUser('cleo');
    expect(await points.stats('cleo')).toEqual({
      total_points: 0,
      total_contributions: 0,
      stores_contributed_to: 0,
      verified_contributions: 0,
    });
    expect(await badges.ofUser('cleo')).toEqual([]);
    expect(await points.stats('dan')).toMatchObject({ total_points: 15, total_contributions: 1 });
    expect((await badges.ofUser('dan')).map((b) => b.badge.name)).toEqual(['First Steps']);
  });
});
