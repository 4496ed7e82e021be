import { VendorAccountRecord } from '../schemas/vendor-account.schema';
import { tableOf } from '../tables';

const va = tableOf(VendorAccountRecord).as('va');

/**
 * SQL of the ids of the companies a member represents (pending or verified vendor accounts: representsCompany in
 * the vendors domain), oldest claim first, for the member whose id is in `userIdColumn`.
 */
export function representedCompaniesSql(userIdColumn: string): string {
  return `array(select ${va.col('company_id')} from ${va.from} where ${va.col('user_id')} = ${userIdColumn} and ${va.col('status')} <> 'rejected' order by ${va.col('created_at')})`;
}
