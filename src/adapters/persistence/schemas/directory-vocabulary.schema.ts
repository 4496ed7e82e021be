import { Check, Entity, PrimaryKey, Property, Unique } from '@mikro-orm/core';

/**
 * The bit of each value of each list fact in the directory's read model (DirectoryListingRecord's `<fact>_bits`):
 * given by `directory_listings_refresh` the first time a company lists the value, and never changed, so bits
 * stored and bits asked for always agree. At most 63 values per fact (the bits of a bigint).
 */
@Entity({ tableName: 'directory_vocabulary' })
@Unique({ name: 'directory_vocabulary_fact_bit_unique', properties: ['fact', 'bit'] })
@Check({ name: 'directory_vocabulary_bit_check', expression: 'bit >= 0 and bit <= 62' })
export class DirectoryVocabularyRecord {
  /** The read model's column of the fact (`therapeutic_areas_bits`). */
  @PrimaryKey({ type: 'text' })
  fact!: string;

  @PrimaryKey({ type: 'text' })
  value!: string;

  @Property({ type: 'smallint' })
  bit!: number;
}
