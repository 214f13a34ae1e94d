import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Role } from '@snap/contracts';
import { SessionCheck } from './session-check';

export const GATEWAY_JWT_SECRET = Symbol('GATEWAY_JWT_SECRET');

export interface AuthenticatedUser {
  userId: string;
  email: string;
  roles: Role[];
  /** The session the token belongs to. */
  sessionId?: string;
  /** The session version the token was issued with. */
  sessionVersion?: number;
}

/** Checks the short-lived access token the identity service signed, then that its session was not
 * ended since (SessionCheck): a token refused here is answered 'Your session has expired'. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(GATEWAY_JWT_SECRET) secret: string,
    private readonly sessions: SessionCheck,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  async validate(claims: {
    sub: string;
    email: string;
    roles?: Role[];
    sid?: string;
    sv?: number;
  }): Promise<AuthenticatedUser | false> {
    const user: AuthenticatedUser = {
      userId: claims.sub,
      email: claims.email,
      roles: claims.roles ?? [],
      sessionId: claims.sid,
      sessionVersion: claims.sv,
    };
    return (await this.sessions.isCurrent(user)) ? user : false;
  }
}
