import {
  keepFirstPhotos,
  photoContentError,
  photoFileError,
  photoFileMessage,
  sniffPhotoType,
} from './photo-rules';

const bytes = (...values: Array<number | string>) =>
  Uint8Array.from(
    values.flatMap((v) => (typeof v === 'string' ? [...v].map((c) => c.charCodeAt(0)) : [v])),
  );

describe('photo rules', () => {
  it('checks type, then 10 MB, then 1 KB, then the extension, in the words of product rule Photo rules', () => {
    const ok = { name: 'front.JPG', type: 'image/jpeg', size: 2048 };
    expect(photoFileError(ok)).toBeNull();
    expect(photoFileError({ ...ok, name: 'a.jpeg', type: 'image/jpg' })).toBeNull();
    expect(photoFileError({ ...ok, type: 'image/svg+xml' })).toBe(
      'Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.',
    );
    expect(photoFileError({ ...ok, size: 10 * 1024 * 1024 + 1 })).toBe(
      'File size exceeds 10MB limit.',
    );
    expect(photoFileError({ ...ok, size: 10 * 1024 * 1024 })).toBeNull();
    expect(photoFileError({ ...ok, size: 1023 })).toBe(
      'File is too small. Please upload a valid image.',
    );
    expect(photoFileError({ ...ok, size: 1024 })).toBeNull();
    expect(photoFileError({ ...ok, name: 'front.png' })).toBe(
      'File extension does not match file type.',
    );
    expect(photoFileError({ ...ok, name: 'front' })).toBe(
      'File extension does not match file type.',
    );
  });

  it('knows JPEG, PNG, GIF and WebP by their first bytes', () => {
    expect(sniffPhotoType(bytes(0xff, 0xd8, 0xff, 0xe0))).toBe('image/jpeg');
    expect(sniffPhotoType(bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a))).toBe('image/png');
    expect(sniffPhotoType(bytes('GIF89a'))).toBe('image/gif');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WEBP'))).toBe('image/webp');
    expect(sniffPhotoType(bytes('RIFF', 0, 0, 0, 0, 'WAVE'))).toBeNull();
    expect(sniffPhotoType(bytes('hello, world'))).toBeNull();
  });

  it('rejects a disguised file by its content', () => {
    expect(
      photoContentError({ name: 'notes.jpg', type: 'image/jpeg', size: 2000 }, bytes('plain text')),
    ).toBe('Invalid file type. Only JPG, PNG, GIF, and WebP images are allowed.');
    expect(
      photoContentError(
        { name: 'shot.gif', type: 'image/gif', size: 2000 },
        bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a),
      ),
    ).toBe('File extension does not match file type.');
    expect(
      photoContentError(
        { name: 'shot.png', type: 'image/png', size: 2000 },
        bytes(0x89, 'PNG', 0x0d, 0x0a, 0x1a, 0x0a),
      ),
    ).toBeNull();
  });

  it("reports a file as '{file name}: {error}' and keeps the first five", () => {
    expect(photoFileMessage('a.txt', 'File is too small. Please upload a valid image.')).toBe(
      'a.txt: File is too small. Please upload a valid image.',
    );
    expect(keepFirstPhotos([1, 2, 3, 4, 5])).toEqual({ kept: [1, 2, 3, 4, 5], warning: null });
    expect(keepFirstPhotos([1, 2, 3, 4, 5, 6, 7])).toEqual({
      kept: [1, 2, 3, 4, 5],
      warning: 'Maximum 5 photos allowed. Only the first 5 will be kept.',
    });
  });
});
