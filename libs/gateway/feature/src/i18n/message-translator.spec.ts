import { defineMessages } from '@snap/domain';
import { MessageTranslator } from './message-translator';

describe('MessageTranslator', () => {
  const GROUP = defineMessages(
    'translatorSample',
    {
      required: 'A sample is required',
      reworded: 'The English of this one was reworded',
      listed: 'Only JPG, PNG, GIF, and WebP samples are allowed.',
      again: (minutes: number) => `Sample again in ${minutes} minutes.`,
      file: (file: string, error: string) => `${file}: ${error}`,
    },
    { again: ['minutes'], file: ['file', 'error'] },
  );
  const warnings: string[] = [];
  const translator = new MessageTranslator(
    {
      'translatorSample.required': 'Se necesita una muestra',
      'translatorSample.reworded': 'El inglés de este cambió',
      'translatorSample.listed': 'Solo se permiten muestras JPG, PNG, GIF y WebP.',
      'translatorSample.again':
        'Otra muestra en {minutes, plural, one {# minuto} other {# minutos}}.',
      'translatorSample.file': '{file}: {error}',
    },
    'es-US',
    (text) => warnings.push(text),
  );

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

  it("finds the ids of a message of this process's groups from its English, values and all", () => {
    expect(translator.translate(GROUP.required)).toBe('Se necesita una muestra');
    expect(translator.translate(GROUP.again(15))).toBe('Otra muestra en 15 minutos.');
    // A value that is a message itself is translated too.
    expect(translator.translate(GROUP.file('photo.gif', GROUP.required))).toBe(
      'photo.gif: Se necesita una muestra',
    );
  });

  it("cuts a list joined with ', ' into known messages, even ones holding ', ' themselves", () => {
    expect(translator.translate(`${GROUP.required}, ${GROUP.listed}`)).toBe(
      'Se necesita una muestra, Solo se permiten muestras JPG, PNG, GIF y WebP.',
    );
  });

  it('has no translation for English that no group defines, even worded like a template', () => {
    expect(translator.translate('Sample again in 15 minutes, soon.')).toBeUndefined();
    expect(translator.translate('photo.gif: Something new')).toBeUndefined();
  });

  it('leaves a message without an id in English, and says so once', () => {
    expect(translator.translateOrEnglish('A library said this')).toBe('A library said this');
    translator.translateOrEnglish('A library said this');
    expect(warnings).toEqual([
      'No translation for the message "A library said this"; it was sent in English.',
    ]);
  });
});
