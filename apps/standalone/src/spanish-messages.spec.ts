import { eventually } from '@snap/platform-engines/testing';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { OutboxMailer } from '@snap/platform-mailer';
import { loadConfig } from '@snap/platform-config';
import { startStandalone, type StandaloneRuntime } from './standalone-runtime';
import { StandaloneEnv } from './standalone.env';

interface Answer {
  data?: any;
  errors?: Array<{ message: string; extensions: { code: string } }>;
}

/** Anchorage Farmers Market, from the bundled national farmers market file. */
const MARKET = '1096559';
const WRONG_PASSWORD_EN = 'Invalid email or password. Please try again.';
const WRONG_PASSWORD_ES =
  'El correo electrónico o la contraseña no son correctos. Vuelva a intentarlo.';

describe('the API speaks the language of the page (issue #26)', () => {
  let dataDir: string;
  let runtime: StandaloneRuntime;
  let n = 0;

  const call = async (
    query: string,
    headers: Record<string, string> = {},
    variables?: object,
  ): Promise<Answer> => {
    const response = await fetch(`${runtime.url}/graphql`, {
      method: 'POST',
      // A client address per call: the sign-up and sign-in limits are not the subject here.
      headers: {
        'Content-Type': 'application/json',
        'X-Forwarded-For': `198.51.100.${++n}`,
        ...headers,
      },
      body: JSON.stringify({ query, variables }),
    });
    return (await response.json()) as Answer;
  };
  const wrongSignIn = (headers: Record<string, string>) =>
    call(
      'mutation { signIn(email: "nobody@example.org", password: "secret-pass-1") { accessToken } }',
      headers,
    );

  beforeAll(async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'wt-es-messages-'));
    runtime = await startStandalone(
      loadConfig(StandaloneEnv, {
        DATA_DIR: dataDir,
        PORT: '0',
        LOG_LEVEL: 'error',
        TRUST_PROXY_HOPS: '1',
        JWT_SECRET: randomBytes(48).toString('base64url'),
      }),
    );
  }, 120_000);

  afterAll(async () => {
    await runtime?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('answers errors in Spanish for X-Language: es, with the same code, and English stays byte-identical', async () => {
    const spanish = await wrongSignIn({ 'X-Language': 'es' });
    expect(spanish.errors?.[0]).toMatchObject({
      message: WRONG_PASSWORD_ES,
      extensions: { code: 'UNAUTHENTICATED' },
    });
    const english = await wrongSignIn({ 'X-Language': 'en', 'Accept-Language': 'es' });
    expect(english.errors?.[0]).toMatchObject({
      message: WRONG_PASSWORD_EN,
      extensions: { code: 'UNAUTHENTICATED' },
    });
  });

  it('takes the language from the header, then the lang cookie, then Accept-Language, then English', async () => {
    const message = async (headers: Record<string, string>) =>
      (await wrongSignIn(headers)).errors?.[0].message;
    expect(await message({ Cookie: 'lang=es' })).toBe(WRONG_PASSWORD_ES);
    expect(await message({ 'Accept-Language': 'fr-CA, es-US;q=0.8, en;q=0.5' })).toBe(
      WRONG_PASSWORD_ES,
    );
    expect(await message({ 'X-Language': 'en', Cookie: 'lang=es' })).toBe(WRONG_PASSWORD_EN);
    expect(await message({})).toBe(WRONG_PASSWORD_EN);
    // An unknown language is never an error: it falls back to English.
    expect(await message({ 'X-Language': 'fr' })).toBe(WRONG_PASSWORD_EN);
    expect(await message({ 'X-Language': '../../etc', Cookie: 'lang=zz' })).toBe(WRONG_PASSWORD_EN);
  });

  it('translates each message of a list of validation failures', async () => {
    const answer = await call(
      'mutation { signUp(email: "nope", password: "123", fullName: "R2-D2") { id } }',
      { 'X-Language': 'es' },
    );
    expect(answer.errors?.[0]).toMatchObject({
      message:
        'Escriba un correo electrónico válido, La contraseña debe tener al menos 8 caracteres, El nombre solo puede tener letras, espacios, apóstrofos y guiones',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });

  it('keeps the page language as the account language, changeable in settings, with e-mails in it', async () => {
    const email = 'rosa@example.org';
    await call(
      `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Rosa Díaz") { id } }`,
      { 'X-Language': 'es' },
    );
    const mails = await new OutboxMailer(join(dataDir, 'outbox')).messages();
    expect(mails.find((mail) => mail.to === email)?.subject).toBe(
      'Confirme su correo electrónico para el Buscador de tiendas SNAP/EBT',
    );
    const session = await call(
      `mutation { signIn(email: "${email}", password: "secret-pass-1") { accessToken user { language } } }`,
    );
    expect(session.data.signIn.user.language).toBe('es');
    const auth = { Authorization: `Bearer ${session.data.signIn.accessToken}` };

    const refused = await call('mutation { updateLanguage(language: "fr") { language } }', {
      ...auth,
      'X-Language': 'es',
    });
    expect(refused.errors?.[0]).toMatchObject({
      message: 'El idioma debe ser en (inglés) o es (español)',
      extensions: { code: 'BAD_USER_INPUT' },
    });
    const changed = await call('mutation { updateLanguage(language: "en") { language } }', auth);
    expect(changed.data.updateLanguage.language).toBe('en');
    expect((await call('{ me { language } }', auth)).data.me.language).toBe('en');
  });

  it("answers the photo upload's refusals in the request's language, each file's error too", async () => {
    const email = 'fotos@example.org';
    await call(
      `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Luz Ramos") { id } }`,
    );
    const { data } = await call(
      `mutation { signIn(email: "${email}", password: "secret-pass-1") { accessToken } }`,
    );
    const upload = async (
      files: Array<{ name: string; type: string; bytes: Buffer }>,
      language: string,
    ) => {
      const form = new FormData();
      for (const file of files)
        form.append(
          'photos',
          new Blob([new Uint8Array(file.bytes)], { type: file.type }),
          file.name,
        );
      const response = await fetch(`${runtime.url}/api/stores/${MARKET}/photos`, {
        method: 'POST',
        body: form,
        headers: {
          Authorization: `Bearer ${data.signIn.accessToken}`,
          'X-Language': language,
          'X-Forwarded-For': `198.51.100.${++n}`,
        },
      });
      return { status: response.status, body: (await response.json()) as { message: unknown } };
    };
    expect(await upload([], 'es')).toMatchObject({
      status: 400,
      body: { message: 'Elija al menos una foto para subir.' },
    });
    expect(await upload([], 'en')).toMatchObject({
      status: 400,
      body: { message: 'Please choose at least one photo to upload.' },
    });
    const notAnImage = [{ name: 'notes.txt', type: 'text/plain', bytes: Buffer.from('hello') }];
    expect((await upload(notAnImage, 'es')).body.message).toEqual([
      'notes.txt: Tipo de archivo no válido. Solo se permiten imágenes JPG, PNG, GIF y WebP.',
    ]);
    expect((await upload(notAnImage, 'en')).body.message).toEqual([
      'notes.txt: Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
    ]);
  });

  it("lists the blog in the page's language first, each post with its language and translation", async () => {
    const posts = async (language: string) =>
      (await call('{ blogPosts { slug language translation_slug } }', { 'X-Language': language }))
        .data.blogPosts as Array<{
        slug: string;
        language: string;
        translation_slug: string | null;
      }>;
    // The starter articles are written in the background at the first start.
    await eventually(
      () => posts('es'),
      (shown) => shown.some((post) => post.language === 'es'),
    );
    const spanishFirst = await posts('es');
    expect(spanishFirst[0]).toEqual({
      slug: 'double-up-food-bucks-es',
      language: 'es',
      translation_slug: 'double-up-food-bucks',
    });
    expect(spanishFirst.slice(1).every((post) => post.language === 'en')).toBe(true);
    const englishFirst = await posts('en');
    expect(englishFirst.at(-1)?.slug).toBe('double-up-food-bucks-es');
    // The web says "only in English" for a post without a translation.
    expect(
      englishFirst.find((post) => post.slug === 'ebt-chip-cards')?.translation_slug,
    ).toBeNull();
  });

  it("keeps a tip's language, lists the page's language first and answers a flag in it", async () => {
    const member = async (email: string) => {
      await call(
        `mutation { signUp(email: "${email}", password: "secret-pass-1", fullName: "Eva Cruz") { id } }`,
      );
      const { data } = await call(
        `mutation { signIn(email: "${email}", password: "secret-pass-1") { accessToken } }`,
      );
      return { Authorization: `Bearer ${data.signIn.accessToken}` };
    };
    const author = await member('tips-author@example.org');
    const reader = await member('tips-reader@example.org');
    const tip = async (text: string, language: string) =>
      (
        await call(
          'mutation ($s: ID!, $t: String!) { createTip(storeId: $s, comment_text: $t) { id language } }',
          { ...author, 'X-Language': language },
          { s: MARKET, t: text },
        )
      ).data.createTip as { id: string; language: string };
    const english = await tip('Tokens at the info booth', 'en');
    const spanish = await tip('Fichas en el puesto de información', 'es');
    expect([english.language, spanish.language]).toEqual(['en', 'es']);
    const listed = async (language: string) =>
      (
        await call(
          'query ($s: ID!) { tips(storeId: $s) { id } }',
          { 'X-Language': language },
          {
            s: MARKET,
          },
        )
      ).data.tips.map((t: { id: string }) => t.id);
    expect(await listed('es')).toEqual([spanish.id, english.id]);
    expect(await listed('en')).toEqual([english.id, spanish.id]);

    const flagged = await call(
      'mutation ($i: ID!) { flagContent(itemType: "tip", itemId: $i, reason: "spam") { flagged message } }',
      { ...reader, 'X-Language': 'es' },
      { i: english.id },
    );
    expect(flagged.data.flagContent).toEqual({
      flagged: true,
      message: 'Gracias. Un moderador lo revisará.',
    });
    const again = await call(
      'mutation ($i: ID!) { flagContent(itemType: "tip", itemId: $i, reason: "spam") { flagged } }',
      { ...reader, 'X-Language': 'es' },
      { i: english.id },
    );
    expect(again.errors?.[0]).toMatchObject({
      message: 'Ya reportó este consejo. Un moderador lo revisará.',
      extensions: { code: 'CONFLICT' },
    });
  });
});
