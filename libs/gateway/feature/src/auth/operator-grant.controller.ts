import { BadRequestException, Body, Controller, HttpCode, Inject, Post, Req } from '@nestjs/common';
import { IsString, MaxLength } from 'class-validator';
import type { Request } from 'express';
import { EnrolTokenCommand, IdentityMessages } from '@snap/contracts';
import { BUS_CLIENT, type BusClient } from '@snap/platform-bus';
import { OPS_TOKEN } from '@snap/platform-observability';
import { viaBus } from '../graphql/bus-errors';
import { requireOperator } from './operator-token';
import { SessionCheck } from './session-check';

class GrantAdminBody {
  @IsString()
  @MaxLength(400)
  email!: string;
}

/** The operator's grant of the first admin on a running installation (any runtime): `npm run
 * admin:grant -- <email> --url <gateway>` posts here with OPS_TOKEN, and identity grants admin to
 * the account if its address is confirmed. Only with OPS_TOKEN set and sent: never by being local, so
 * a reverse proxy on the same machine cannot open it to visitors. */
@Controller('api/ops')
export class OperatorGrantController {
  constructor(
    @Inject(BUS_CLIENT) private readonly bus: BusClient,
    @Inject(OPS_TOKEN) private readonly opsToken: string | undefined,
    private readonly sessionCheck: SessionCheck,
  ) {}

  /** The operator's recovery path for an account that lost its second factor (phone and recovery
   * codes): `npm run admin:reset-second-factor -- <email> --url <gateway>`. Audited as the operator. */
  @Post('reset-second-factor')
  @HttpCode(200)
  async resetSecondFactor(@Req() req: Request, @Body() body: GrantAdminBody) {
    requireOperator(
      req,
      this.opsToken,
      'Resetting two-step verification needs OPS_TOKEN set on the server and sent as a bearer token.',
    );
    return this.endingSessions(() =>
      this.bus.request(IdentityMessages.resetSecondFactor, { email: body.email }),
    );
  }

  /** The operator's enrolment of a hardware OATH TOTP token (a key fob for staff without a
   * smartphone) with the seed from the vendor's file: `npm run admin:enrol-token -- <email> --secret
   * <base32> --url <gateway>`. Replaces any factor, ends the account's sessions, answers with its new
   * recovery codes. Audited as the operator. */
  @Post('enrol-token')
  @HttpCode(200)
  async enrolToken(@Req() req: Request, @Body() body: EnrolTokenCommand) {
    requireOperator(
      req,
      this.opsToken,
      'Enrolling a hardware token needs OPS_TOKEN set on the server and sent as a bearer token.',
    );
    return this.endingSessions(() =>
      this.bus.request(IdentityMessages.enrolToken, { email: body.email, secret: body.secret }),
    );
  }

  @Post('grant-admin')
  @HttpCode(200)
  async grantAdmin(@Req() req: Request, @Body() body: GrantAdminBody) {
    requireOperator(
      req,
      this.opsToken,
      'Granting admin needs OPS_TOKEN set on the server and sent as a bearer token.',
    );
    try {
      return await viaBus(() =>
        this.bus.request(IdentityMessages.grantAdmin, { email: body.email }),
      );
    } catch (error) {
      // No such account, or not confirmed yet: the operator reads why.
      throw new BadRequestException({ message: (error as Error).message });
    }
  }

  /** A change of an account's second factor: its sessions end at once at this gateway too (not when
   * their cached state expires); identity's refusal is the operator's 400. */
  private async endingSessions<T extends { userId: string }>(change: () => Promise<T>): Promise<T> {
    try {
      const result = await viaBus(change);
      await this.sessionCheck.invalidate(result.userId);
      return result;
    } catch (error) {
      throw new BadRequestException({ message: (error as Error).message });
    }
  }
}
