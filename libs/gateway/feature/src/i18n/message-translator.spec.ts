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
