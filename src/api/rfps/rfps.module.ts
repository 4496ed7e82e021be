import { Module } from '@nestjs/common';
import { RfpInvitationsController } from './rfp-invitations.controller';
import { RfpsController } from './rfps.controller';
import { VendorRfpsController } from './vendor-rfps.controller';

/** Requests for proposal and bids (docs/rfps.md): the buyer's side, the vendor inbox and the invitation claim. */
@Module({
  controllers: [RfpsController, VendorRfpsController, RfpInvitationsController],
})
export class RfpsModule {}
