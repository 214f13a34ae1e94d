import { defineMessages } from '@snap/domain';
import { MessageTranslator } from './message-translator';

describe('MessageTranslator', () => {
  const warnings: string[] = [];
  const translator = new MessageTranslator(
    {
      'Rating is required': 'Elija una calificación',
      'Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.':
        'Tipo de archivo no válido. Solo se permiten imágenes JPG, PNG, GIF y WebP.',
      '{file}: {error}': '{file}: {error}',
      'Too many attempts. Please try again in {minutes} minutes.':
        'Demasiados intentos. Vuelva a intentarlo en {minutes, plural, one {# minuto} other {# minutos}}.',
    },
    'es-US',
    (text) => warnings.push(text),
  );

  it('translates a message, a message with values, and plural forms', () => {
    expect(translator.translate('Rating is required')).toBe('Elija una calificación');
    expect(translator.translate('Too many attempts. Please try again in 15 minutes.')).toBe(
      'Demasiados intentos. Vuelva a intentarlo en 15 minutos.',
    );
    // A value named {error} is a message itself, translated too; an unknown one matches nothing.
    expect(translator.translate('photo.gif: Rating is required')).toBe(
      'photo.gif: Elija una calificación',
    );
    expect(translator.translate('photo.gif: Something new')).toBeUndefined();
    expect(translator.keyOf('Note: something new')).toBeUndefined();
  });

  it("cuts a list joined with ', ' into known messages, even ones holding ', ' themselves", () => {
    expect(
      translator.translate(
        'Rating is required, Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
      ),
    ).toBe(
      'Elija una calificación, Tipo de archivo no válido. Solo se permiten imágenes JPG, PNG, GIF y WebP.',
    );
  });

  it('sends a message without a translation in English and logs it once at warn level', () => {
    expect(translator.translateOrEnglish('A brand new message.')).toBe('A brand new message.');
    expect(translator.translateOrEnglish('A brand new message.')).toBe('A brand new message.');
    expect(warnings).toEqual([
      'No translation for the message "A brand new message."; it was sent in English.',
    ]);
  });
});

describe('MessageTranslator by id', () => {
  const GROUP = defineMessages(
    'translatorSample',
    {
      required: 'A sample is required',
      reworded: 'The English of this one was reworded',
      again: (minutes: number) => `Sample again in ${minutes} minutes.`,
    },
    { again: ['minutes'] },
  );
  const warnings: string[] = [];
  const translator = new MessageTranslator({}, 'es-US', (text) => warnings.push(text), {
    'translatorSample.required': 'Se necesita una muestra',
    'translatorSample.reworded': 'El inglés de este cambió',
    'translatorSample.again':
      'Otra muestra en {minutes, plural, one {# minuto} other {# minutos}}.',
  });

  it('translates by the ids that came with the message, whatever its English says', () => {
    expect(
      translator.translateOrEnglish('Old English words', [{ id: 'translatorSample.reworded' }]),
    ).toBe('El inglés de este cambió');
    expect(
      translator.translate('x', [
        { id: 'translatorSample.again', params: { minutes: 1 } },
        { id: 'translatorSample.required' },
      ]),
    ).toBe('Otra muestra en 1 minuto., Se necesita una muestra');
  });

  it("finds the ids of a message of this process's groups from its English", () => {
    expect(translator.translate(GROUP.required)).toBe('Se necesita una muestra');
    expect(translator.translate(GROUP.again(15))).toBe('Otra muestra en 15 minutos.');
    expect(translator.translate(`${GROUP.required}, ${GROUP.reworded}`)).toBe(
      'Se necesita una muestra, El inglés de este cambió',
    );
  });

  it('leaves a message without an id in English, and says so once', () => {
    expect(translator.translateOrEnglish('A library said this')).toBe('A library said this');
    translator.translateOrEnglish('A library said this');
    expect(warnings).toEqual([
      'No translation for the message "A library said this"; it was sent in English.',
    ]);
  });
});
