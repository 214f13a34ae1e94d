import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/** TOTP secrets are kept encrypted (AES-256-GCM) with a key derived from the service's signing secret
 * (JWT_SECRET, which lives in the environment or the run folder, never in the database): a copy of the
 * database alone does not give away the codes. Rotating JWT_SECRET makes the stored secrets unreadable,
 * so staff enrol again (docs/security.md). */
export class TotpSecretBox {
  private readonly key: Buffer;

  constructor(signingSecret: string) {
    this.key = Buffer.from(
      hkdfSync('sha256', signingSecret, 'snap-identity', 'totp-secret-v1', 32),
    );
  }

  seal(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    const parts = [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url'));
    return ['v1', ...parts].join('.');
  }

  /** The secret, or null when the value was sealed with another key (or tampered with). */
  open(value: string): string | null {
    const [version, iv, tag, sealed] = value.split('.');
    if (version !== 'v1' || !iv || !tag || !sealed) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(sealed, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    } catch {
      return null;
    }
  }
}
