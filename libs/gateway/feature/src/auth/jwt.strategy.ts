import { Inject, Injectable } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import type { Role } from '@snap/contracts';

export const GATEWAY_JWT_SECRET = Symbol('GATEWAY_JWT_SECRET');

export interface AuthenticatedUser {
  userId: string;
  email: string;
  roles: Role[];
  /** The session the token belongs to. */
  sessionId?: string;
}

/** Checks the short-lived access token the identity service signed. */
@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(@Inject(GATEWAY_JWT_SECRET) secret: string) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      secretOrKey: secret,
      algorithms: ['HS256'],
      ignoreExpiration: false,
    });
  }

  validate(claims: {
    sub: string;
    email: string;
    roles?: Role[];
    sid?: string;
  }): AuthenticatedUser {
    return {
      userId: claims.sub,
      email: claims.email,
      roles: claims.roles ?? [],
      sessionId: claims.sid,
    };
  }
}
