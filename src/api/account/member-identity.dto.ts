import { ApiProperty } from '@nestjs/swagger';

/**
 * Who a member says they are (MemberIdentity in the domain): the fields that open the admin's views of a
 * member and the member's own export. Null where not given.
 */
export class MemberIdentityDto {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() email!: string;
  @ApiProperty({ type: String, nullable: true }) firstName!: string | null;
  @ApiProperty({ type: String, nullable: true }) lastName!: string | null;
  @ApiProperty({ type: String, nullable: true }) company!: string | null;
  @ApiProperty({ type: String, nullable: true }) jobTitle!: string | null;
}
