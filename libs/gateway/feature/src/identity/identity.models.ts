import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import {
  ChangePasswordCommand,
  ConfirmSecondFactorCommand,
  EndSessionCommand,
  ResetSecondFactorCommand,
  SecondFactorProofCommand,
  RequestPasswordResetCommand,
  ResetPasswordCommand,
  RoleCommand,
  SignInCommand,
  SignUpCommand,
  VerifyEmailCommand,
} from '@snap/contracts';
import { queryArgs } from '../graphql/query-args';

@ObjectType()
export class User {
  @Field(() => ID)
  id!: string;
  @Field()
  email!: string;
  @Field()
  fullName!: string;
  @Field(() => String, { nullable: true })
  emailConfirmedAt!: string | null;
  @Field()
  createdAt!: string;
  @Field(() => [String])
  roles!: string[];
  @Field()
  isAdmin!: boolean;
  @Field({ description: 'True for moderators and admins' })
  isModerator!: boolean;
  @Field({
    description:
      "The language of the account's e-mails: 'en' or 'es' (from the page at sign-up; changeable)",
  })
  language!: string;
  @Field({ description: 'Two-step verification (an authenticator app code at sign-in) is on' })
  secondFactorEnabled!: boolean;
  @Field({
    description:
      'Staff roles are held but count only once two-step verification is on: the account must enrol first',
  })
  secondFactorRequired!: boolean;
}

@ObjectType({
  description: 'The start of a two-step verification set-up, for the authenticator app',
})
export class SecondFactorEnrolment {
  @Field({
    description: 'The secret in Base32, to type into the app when the QR code cannot be scanned',
  })
  secret!: string;
  @Field()
  otpauthUri!: string;
  @Field({ description: 'The same as a QR code: an SVG data URL' })
  qrCode!: string;
}

@ObjectType()
export class SecondFactorStatus {
  @Field()
  enabled!: boolean;
  @Field(() => Int)
  recoveryCodesLeft!: number;
}

@ObjectType({ description: 'One signed-in session of the account (a browser on a device)' })
export class AccountSession {
  @Field(() => ID)
  id!: string;
  @Field(() => String, { nullable: true })
  browser!: string | null;
  @Field(() => String, { nullable: true, description: 'The device system: Android, iOS, Windows…' })
  os!: string | null;
  @Field()
  signedInAt!: string;
  @Field({ description: 'The last sign-in or token renewal of the session' })
  lastUsedAt!: string;
  @Field({ description: 'The session making this request' })
  current!: boolean;
}

@ObjectType()
export class AuthSession {
  @Field()
  accessToken!: string;
  @Field(() => Int, { description: 'Seconds until the access token expires' })
  expiresIn!: number;
  @Field(() => User)
  user!: User;
}

// The arguments are the identity contracts' classes (what the identity service validates its messages
// with): their size bounds are declared once, there, and the account rules with their messages are the
// domain's. Only the GraphQL types are said here.
@ArgsType()
export class SignUpArgs extends SignUpCommand {}
queryArgs(SignUpArgs, {
  email: [() => String],
  password: [() => String],
  fullName: [() => String],
});

@ArgsType()
export class SignInArgs extends SignInCommand {}
queryArgs(SignInArgs, {
  email: [() => String],
  password: [() => String],
  code: [
    () => String,
    {
      nullable: true,
      description:
        'For accounts with two-step verification: the 6-digit code from the app, or a recovery code',
    },
  ],
});

@ArgsType()
export class SecondFactorProofArgs extends SecondFactorProofCommand {}
queryArgs(SecondFactorProofArgs, {
  password: [() => String, { nullable: true }],
  code: [() => String, { nullable: true, description: 'A code from the app or a recovery code' }],
});

@ArgsType()
export class ConfirmSecondFactorArgs extends ConfirmSecondFactorCommand {}
queryArgs(ConfirmSecondFactorArgs, { code: [() => String] });

@ArgsType()
export class ResetSecondFactorArgs extends ResetSecondFactorCommand {}
queryArgs(ResetSecondFactorArgs, { email: [() => String] });

@ArgsType()
export class EndSessionArgs extends EndSessionCommand {}
queryArgs(EndSessionArgs, { sessionId: [() => ID] });

@ArgsType()
export class ChangePasswordArgs extends ChangePasswordCommand {}
queryArgs(ChangePasswordArgs, {
  currentPassword: [
    () => String,
    { description: 'The password in use now: a stolen session alone cannot change it' },
  ],
  password: [() => String],
  confirmPassword: [() => String],
});

@ArgsType()
export class RoleArgs extends RoleCommand {}
queryArgs(RoleArgs, { userId: [() => ID], role: [() => String] });

@ArgsType()
export class VerifyEmailArgs extends VerifyEmailCommand {}
queryArgs(VerifyEmailArgs, {
  token: [() => String],
  password: [
    () => String,
    {
      nullable: true,
      description:
        "The account's password; needed unless the request is signed in to the same account (the link alone proves the mailbox, not who chose the password)",
    },
  ],
});

@ArgsType()
export class RequestPasswordResetArgs extends RequestPasswordResetCommand {}
queryArgs(RequestPasswordResetArgs, { email: [() => String] });

@ArgsType()
export class ResetPasswordArgs extends ResetPasswordCommand {}
queryArgs(ResetPasswordArgs, {
  token: [() => String, { description: 'The token of the link in the e-mail' }],
  password: [() => String],
  confirmPassword: [() => String],
});
