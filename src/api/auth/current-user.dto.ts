import { ApiProperty } from '@nestjs/swagger';
import type { Account } from '../../domain/accounts/account';

/** The signed-in user as the web sees it: never the password hash, Stripe ids or admin notes. */
export class CurrentUserDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ example: 'free' }) subscriptionTier!: string;
  @ApiProperty({ enum: ['reviewer', 'admin'] }) userType!: string;
  @ApiProperty() emailVerified!: boolean;
  @ApiProperty() industryVerified!: boolean;
  @ApiProperty({ enum: ['pending', 'verified', 'manual_review', 'rejected'] }) verificationLevel!: string;
  @ApiProperty({ type: String, nullable: true }) profileImageUrl!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) jobTitle!: string | null;
  @ApiProperty({ type: String, nullable: true }) linkedinProfile!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) verifiedAt!: string | null;
  @ApiProperty({ format: 'date-time' }) createdAt!: string;
  @ApiProperty({ description: 'In demo mode: subscriptionTier is a paid tier lent to this session to try, not a bought plan' })
  demoUpgrade!: boolean;
}

/** Whitelists the account fields the owner may see; `demoUpgrade` when the session tries a lent tier. */
export function presentCurrentUser(account: Account, demoUpgrade = false): CurrentUserDto {
  return {
    id: account.id,
    email: account.email,
    firstName: account.firstName,
    lastName: account.lastName,
    subscriptionTier: account.subscriptionTier,
    userType: account.userType,
    emailVerified: account.emailVerified,
    industryVerified: account.industryVerified,
    verificationLevel: account.verificationLevel,
    profileImageUrl: account.profileImageUrl,
    company: account.company,
    jobTitle: account.jobTitle,
    linkedinProfile: account.linkedinProfile,
    verifiedAt: account.verifiedAt ? account.verifiedAt.toISOString() : null,
    createdAt: account.createdAt.toISOString(),
    demoUpgrade,
  };
}
