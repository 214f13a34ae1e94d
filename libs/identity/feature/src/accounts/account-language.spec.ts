import { eventually } from '@snap/platform-engines/testing';
import { Module } from '@nestjs/common';
import { IdentityMessages, ModerationEvents, type SessionResult } from '@snap/contracts';
import type { BusClient } from '@snap/platform-bus';
import { OutboxMailer } from '@snap/platform-mailer';
import { bootServiceForTest, type BootedService } from '@snap/platform-runtime/testing';
import { IdentityModule } from '../identity.module';
import { ModerationMailUseCase } from '../notices/moderation-mail.usecase';
import { IdentityRepository } from './identity.repository';

// argon2 hashes on every sign-up and sign-in: generous on a busy machine, nothing here times itself.
jest.setTimeout(120_000);

const RESET = /auth\/reset-password/;

@Module({
  imports: [
    IdentityModule.forRoot({
      jwtSecret: 'k7Qp2vX9mZr4Tn8Wb1Yc6Hd3Jf5Lg0Se-test-only',
      accessTokenTtlSeconds: 900,
      refreshTokenTtlDays: 30,
      publicUrl: 'http://127.0.0.1:3000',
      cleanupIntervalMs: 0,
    }),
  ],
})
class IdentityUnderTest {}

describe("an account's language and its e-mails", () => {
  let service: BootedService;
  let bus: BusClient;
  let n = 0;

  beforeAll(async () => {
    service = await bootServiceForTest('identity', IdentityUnderTest);
    bus = service.bus.client();
  });
  afterAll(() => service.close());

  // Reset mails go out after the answer: wait for them as the person would for their mailbox.
  const mailsTo = (address: string, count: number, kind = /auth\/verify/) =>
    eventually(
      async () =>
        (await (service.platform.mailer as OutboxMailer).messages()).filter(
          (mail) => mail.to === address && kind.test(mail.text),
        ),
      (mails) => mails.length >= count,
    );

  async function member(language?: string): Promise<{ address: string; session: SessionResult }> {
    const address = `lang${++n}@example.org`;
    await bus.request(
      IdentityMessages.signUp,
      { email: address, password: 'secret-pass-1', fullName: 'Rosa Díaz', language },
      { meta: { clientIp: `10.7.${n}.1` } },
    );
    const session = await bus.request(
      IdentityMessages.signIn,
      { email: address, password: 'secret-pass-1' },
      { meta: { clientIp: `10.7.${n}.1` } },
    );
    return { address, session };
  }

  it('keeps the language of the page at sign-up and writes the verification e-mail in it', async () => {
    const { address, session } = await member('es');
    expect(session.user.language).toBe('es');
    const [verification] = await mailsTo(address, 1);
    expect(verification.subject).toBe(
      'Confirme su correo electrónico para el Buscador de tiendas SNAP/EBT',
    );
    expect(verification.text).toMatch(/^Hola, Rosa Díaz:\n\nConfirme su correo electrónico/);
    expect(verification.text).toMatch(/\/auth\/verify\?token=[\w-]+/);
  });

  it('reads a missing or unknown language at sign-up as English, never as an error', async () => {
    for (const language of [undefined, 'fr', '']) {
      const { address, session } = await member(language);
      expect(session.user.language).toBe('en');
      const [verification] = await mailsTo(address, 1);
      expect(verification.subject).toBe('Confirm your e-mail for SNAP/EBT Store Finder');
    }
  });

  it('changes the language in account settings, and the next e-mail follows it', async () => {
    const { address, session } = await member('en');
    const meta = { meta: { userId: session.user.id, clientIp: '10.8.0.1' } };
    const changed = await bus.request(IdentityMessages.updateLanguage, { language: 'es' }, meta);
    expect(changed.language).toBe('es');
    expect((await bus.request(IdentityMessages.me, {}, meta)).language).toBe('es');

    await bus.request(IdentityMessages.requestPasswordReset, { email: address }, meta);
    const [reset] = await mailsTo(address, 1, RESET);
    expect(reset.subject).toBe('Cambie su contraseña del Buscador de tiendas SNAP/EBT');
    expect(reset.text).toMatch(/\/auth\/reset-password\?token=[\w-]+/);

    await bus.request(IdentityMessages.updateLanguage, { language: 'en' }, meta);
    await bus.request(IdentityMessages.requestPasswordReset, { email: address }, meta);
    expect((await mailsTo(address, 2, RESET))[1].subject).toBe(
      'Reset your password for SNAP/EBT Store Finder',
    );
  });

  it('refuses a language other than en or es with a clear message and changes nothing', async () => {
    const { session } = await member('es');
    const meta = { meta: { userId: session.user.id } };
    for (const language of ['fr', 'ES-mx', '', 'en; drop']) {
      await expect(
        bus.request(IdentityMessages.updateLanguage, { language }, meta),
      ).rejects.toMatchObject({ code: 'BAD_USER_INPUT', message: 'Language must be en or es' });
    }
    expect((await bus.request(IdentityMessages.me, {}, meta)).language).toBe('es');
    await expect(
      bus.request(IdentityMessages.updateLanguage, { language: 'es' }),
    ).rejects.toMatchObject({ code: 'UNAUTHENTICATED' });
  });

  it('reads accounts made before there was a choice as English', async () => {
    const { address, session } = await member('es');
    const repository = service.get(IdentityRepository);
    await repository.users.updateOne({ _id: session.user.id }, { $unset: { language: '' } });
    const meta = { meta: { userId: session.user.id, clientIp: '10.9.0.1' } };
    expect((await bus.request(IdentityMessages.me, {}, meta)).language).toBe('en');
    await bus.request(IdentityMessages.requestPasswordReset, { email: address }, meta);
    expect((await mailsTo(address, 1, RESET))[0].subject).toBe(
      'Reset your password for SNAP/EBT Store Finder',
    );
  });

  describe("a moderator's decision on a member's item", () => {
    const MODERATION = /modera[dt]or/;
    async function confirmed(language: string) {
      const { address, session } = await member(language);
      const [verification] = await mailsTo(address, 1);
      const token = /token=([\w-]+)/.exec(verification.text)?.[1] as string;
      await bus.request(IdentityMessages.verifyEmail, { token, password: 'secret-pass-1' });
      return { address, userId: session.user.id };
    }
    const decided = (
      authorId: string,
      decision: 'hide' | 'remove' | 'restore',
      reason: string | null,
    ) => ({
      authorId,
      itemType: 'review' as const,
      decision,
      reason,
      storeName: 'Sweet Auburn Curb Market',
    });

    it('is e-mailed to its author in the language of the account', async () => {
      const rosa = await confirmed('es');
      const sam = await confirmed('en');
      await bus.publish(ModerationEvents.decided, decided(rosa.userId, 'hide', 'Datos personales'));
      await bus.publish(ModerationEvents.decided, decided(sam.userId, 'remove', 'Spam'));
      const [spanish] = await mailsTo(rosa.address, 1, MODERATION);
      expect(spanish.subject).toBe(
        'Un moderador ocultó su reseña en el Buscador de tiendas SNAP/EBT',
      );
      expect(spanish.text).toBe(
        'Hola, Rosa Díaz:\n\nUn moderador ocultó su reseña de Sweet Auburn Curb Market, así que ya no se muestra a otras personas.\n\nEl motivo: Datos personales\n\nEn su cuenta puede ver lo que publicó y los motivos de los moderadores.',
      );
      const [english] = await mailsTo(sam.address, 1, MODERATION);
      expect(english.subject).toBe('A moderator removed your review on SNAP/EBT Store Finder');
      expect(english.text).toContain(
        'A moderator removed your review of Sweet Auburn Curb Market, so other people no longer see it.\n\nThe reason: Spam',
      );
    });

    it('is sent once per decision, and never to an address nobody confirmed', async () => {
      const mail = service.get(ModerationMailUseCase);
      const rosa = await confirmed('es');
      const event = decided(rosa.userId, 'restore', null);
      expect(await mail.decided('decision-1', event)).toBe(true);
      expect(await mail.decided('decision-1', event)).toBe(false);
      const [restored, ...more] = await mailsTo(rosa.address, 1, MODERATION);
      expect(more).toEqual([]);
      expect(restored.subject).toBe(
        'Su reseña se muestra otra vez en el Buscador de tiendas SNAP/EBT',
      );
      const { session } = await member('es');
      expect(await mail.decided('decision-2', decided(session.user.id, 'hide', null))).toBe(false);
      expect(await mail.decided('decision-3', decided('no-such-user', 'hide', null))).toBe(false);
    });
  });
});
