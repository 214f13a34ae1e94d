import { ArgsType, Field, ID, Int, ObjectType } from '@nestjs/graphql';
import { IsIn, IsOptional, IsString, MaxLength, MinLength } from 'class-validator';
import { ASSIGNABLE_ROLES, type Role } from '@snap/domain';

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

@ArgsType()
export class SignUpArgs {
  @Field()
  @IsString()
  @MaxLength(400)
  email!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  password!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  fullName!: string;
}

@ArgsType()
export class SignInArgs {
  @Field()
  @IsString()
  @MaxLength(400)
  email!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  password!: string;
}

@ArgsType()
export class ChangePasswordArgs {
  @Field({ description: 'The password in use now: a stolen session alone cannot change it' })
  @IsString()
  @MaxLength(400)
  currentPassword!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  password!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  confirmPassword!: string;
}

@ArgsType()
export class RoleArgs {
  @Field(() => ID)
  @IsString()
  @MaxLength(64)
  userId!: string;
  @Field(() => String)
  @IsIn(ASSIGNABLE_ROLES)
  role!: Role;
}

@ArgsType()
export class VerifyEmailArgs {
  @Field()
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token!: string;
  @Field(() => String, {
    nullable: true,
    description:
      "The account's password; needed unless the request is signed in to the same account (the link alone proves the mailbox, not who chose the password)",
  })
  @IsOptional()
  @IsString()
  @MaxLength(400)
  password?: string;
}

@ArgsType()
export class RequestPasswordResetArgs {
  @Field()
  @IsString()
  @MaxLength(400)
  email!: string;
}

@ArgsType()
export class ResetPasswordArgs {
  @Field({ description: 'The token of the link in the e-mail' })
  @IsString()
  @MinLength(10)
  @MaxLength(200)
  token!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  password!: string;
  @Field()
  @IsString()
  @MaxLength(400)
  confirmPassword!: string;
}
