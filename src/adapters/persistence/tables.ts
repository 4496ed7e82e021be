import { MetadataStorage, ReferenceKind, UnderscoreNamingStrategy, type EntityClass, type Reference } from '@mikro-orm/core';
import type { EntityManager, Knex } from '@mikro-orm/postgresql';
import { knexOf } from './repositories/knex-of';

/*
 * Typed SQL over the entities (docs/decisions/0022). The entities in schemas/ are the one description of
 * every table; repositories write SQL through knex (joined to the open transaction by knexOf), and every
 * table name, column name and row type they use derives from an entity:
 *   - `tableOf(Entity)` names the table (from the entity's decorator metadata);
 *   - `RowOf<Entity>` is a row as the PostgreSQL driver returns it, keyed by column name;
 *   - `table.as('c').pick('id', 'name')` selects columns and types the rows, so reading a column the
 *     entity does not have does not compile.
 * Column names follow MikroORM's UnderscoreNamingStrategy: a property's column is its name in snake_case,
 * a relation's is that plus `_id`. test/repositories/database-schema.repo-spec.ts checks that every
 * entity's discovered metadata agrees with this rule.
 */

type IsLower<C extends string> = C extends Lowercase<C> ? (C extends Uppercase<C> ? false : true) : false;
type IsUpper<C extends string> = C extends Uppercase<C> ? (C extends Lowercase<C> ? false : true) : false;

/**
 * A camelCase property name in snake_case, as UnderscoreNamingStrategy writes it (`/([a-z])([A-Z])/g` →
 * `$1_$2`, then lower case): `technicalExpertise` → `technical_expertise`.
 */
export type SnakeCase<S extends string, Prev extends string = '', Done extends string = ''> = S extends `${infer C}${infer Rest}`
  ? SnakeCase<Rest, C, `${Done}${IsLower<Prev> extends true ? (IsUpper<C> extends true ? '_' : '') : ''}${Lowercase<C>}`>
  : Done;

type PrimaryOf<T> = T extends { id: infer K } ? K : never;
type IsRelation<V> = [NonNullable<V>] extends [never] ? false : [NonNullable<V>] extends [Reference<object>] ? true : false;

/** The column of property `K` (of type `V`): snake_case, plus `_id` for a relation. */
export type ColumnName<K extends string, V> = IsRelation<V> extends true ? `${SnakeCase<K>}_id` : SnakeCase<K>;

/**
 * A value as the PostgreSQL driver returns it: timestamps as ISO-like text (MikroORM keeps their
 * precision), relations as their primary key, the rest as the entity types it (numeric and bigint are
 * typed as text by their entities, jsonb as its parsed shape).
 */
export type ColumnValue<V> = V extends Date ? string : V extends Reference<infer U> ? PrimaryOf<U> : V;

/** A value a write may give a column: a Date or text for timestamps, the referenced key for relations. */
export type WriteValue<V> = V extends Date ? Date | string : V extends Reference<infer U> ? PrimaryOf<U> : V;

/** A row of the entity's table, keyed by column name. */
export type RowOf<E> = { [K in keyof E & string as ColumnName<K, E[K]>]: ColumnValue<E[K]> };

/** The column names of the entity's table. */
export type ColumnOf<E> = keyof RowOf<E> & string;

/** Values of an INSERT or UPDATE, keyed by column name; any column may take raw SQL (`now()`, a subquery). */
export type ValuesOf<E> = { [K in keyof E & string as ColumnName<K, E[K]>]?: WriteValue<E[K]> | Knex.Raw };

/** Values keyed by scalar property name (camelCase), as the domain names them; see {@link Table.ofProperties}. */
export type PropertyValuesOf<E> = { [K in keyof E & string as IsRelation<E[K]> extends true ? never : K]?: WriteValue<E[K]> };

/** `R` with every column possibly null: the columns of a LEFT JOINed table. */
export type Nullable<R> = { [K in keyof R]: R[K] | null };

const naming = new UnderscoreNamingStrategy();

/**
 * The column of a camelCase name under the naming rule: `columnName('technicalExpertise')` →
 * `technical_expertise`, typed as such.
 */
export function columnName<K extends string>(property: K): SnakeCase<K> {
  return naming.propertyToColumnName(property) as SnakeCase<K>;
}

/** The columns a query selects and the type of the rows it gets back. */
export class Projection<R> {
  /** @internal Use a table's `pick`/`all` or {@link computed}. */
  constructor(readonly columns: readonly (string | Knex.Raw)[]) {}

  /** These columns and `other`'s, in one row. */
  and<S>(other: Projection<S>): Projection<R & S> {
    return new Projection<R & S>([...this.columns, ...other.columns]);
  }

  /** The same columns, typed as possibly null: for a table on the outer side of a LEFT JOIN. */
  nullable(): Projection<Nullable<R>> {
    return new Projection<Nullable<R>>(this.columns);
  }

  /** The same rows read back with `select *` from a subquery that selected these columns. */
  throughSubquery(): Projection<R> {
    return new Projection<R>(['*']);
  }

  /** Runs `query` selecting these columns. */
  async rows(query: Knex.QueryBuilder): Promise<R[]> {
    return (await query.select(this.columns as (string | Knex.Raw)[])) as R[];
  }

  /** Runs `query` selecting these columns, `LIMIT 1`; undefined when it finds nothing. */
  async first(query: Knex.QueryBuilder): Promise<R | undefined> {
    return (await query.first(this.columns as (string | Knex.Raw)[])) as R | undefined;
  }

  /** Runs an INSERT, UPDATE or DELETE returning these columns of the rows it wrote. */
  async returning(query: Knex.QueryBuilder): Promise<R[]> {
    return (await query.returning(this.columns as (string | Knex.Raw)[])) as R[];
  }
}

/** The row type of a projection. */
export type RowOfProjection<P> = P extends Projection<infer R> ? R : never;

/**
 * A computed column (`count(*) over() as total`, an EXISTS, a weighted score): `R` states its alias and the
 * type the driver returns for it (count and bigint come back as text).
 */
export function computed<R>(sql: Knex.Raw): Projection<R> {
  return new Projection<R>([sql]);
}

interface TableShape {
  tableName: string;
  /** Columns stored as json/jsonb: writes serialise their values (pg would send a JS array as a PostgreSQL array). */
  jsonColumns: ReadonlySet<string>;
  scalarProperties: ReadonlySet<string>;
}

const shapes = new WeakMap<EntityClass<unknown>, TableShape>();

function shapeOf(entity: EntityClass<unknown>): TableShape {
  let shape = shapes.get(entity);
  if (!shape) {
    // The decorators' metadata: the table name as declared, the properties with their options.
    const meta = MetadataStorage.getMetadataFromDecorator(entity);
    if (!meta.tableName) throw new Error(`${entity.name} declares no tableName`);
    const scalars = Object.values(meta.properties).filter((prop) => prop.kind === ReferenceKind.SCALAR);
    const jsonColumns = scalars.filter((prop) => prop.type === 'json' || prop.type === 'jsonb').map((prop) => naming.propertyToColumnName(prop.name));
    shape = { tableName: meta.tableName, jsonColumns: new Set(jsonColumns), scalarProperties: new Set(scalars.map((prop) => prop.name)) };
    shapes.set(entity, shape);
  }
  return shape;
}

/** The columns of every scalar and owning-relation property of `entity`, by the naming rule of this file. */
export function columnsByRule(entity: EntityClass<unknown>): string[] {
  const meta = MetadataStorage.getMetadataFromDecorator(entity);
  return Object.values(meta.properties).map((prop) =>
    prop.kind === ReferenceKind.SCALAR ? naming.propertyToColumnName(prop.name) : `${naming.propertyToColumnName(prop.name)}_id`,
  );
}

/**
 * An entity's table in SQL, under an alias (`companies as c`) or none. Columns are named by
 * {@link ColumnOf}; `col` qualifies them with the alias.
 */
export class Table<E, A extends string = never> {
  constructor(
    private readonly entity: EntityClass<E>,
    private readonly alias: A | null = null,
  ) {}

  /** The table's name. */
  get name(): string {
    return shapeOf(this.entity as EntityClass<unknown>).tableName;
  }

  /** What FROM and JOIN take: `companies` or `companies as c`. */
  get from(): string {
    return this.alias ? `${this.name} as ${this.alias}` : this.name;
  }

  /** The same table under `alias`. */
  as<B extends string>(alias: B): Table<E, B> {
    return new Table<E, B>(this.entity, alias);
  }

  /** A column, qualified with the alias when there is one (`c.name`). */
  col<K extends ColumnOf<E>>(column: K): [A] extends [never] ? K : `${A}.${K}` {
    return (this.alias ? `${this.alias}.${column}` : column) as [A] extends [never] ? K : `${A}.${K}`;
  }

  /** These columns, the rows typed as the entity types them. */
  pick<K extends ColumnOf<E>>(...columns: K[]): Projection<Pick<RowOf<E>, K>> {
    return new Projection(columns.map((column) => this.col(column) as string));
  }

  /** Columns under other names (`{ company_name: 'name' }` → `c.name as company_name`). */
  pickAs<M extends Record<string, ColumnOf<E>>>(columns: M): Projection<{ [N in keyof M]: RowOf<E>[M[N]] }> {
    return new Projection(Object.entries(columns).map(([alias, column]) => `${this.col(column)} as ${alias}`));
  }

  /** Every column (`*` or `c.*`). */
  all(): Projection<RowOf<E>> {
    return new Projection([this.alias ? `${this.alias}.*` : '*']);
  }

  /** A query on this table, inside the entity manager's open transaction when there is one. */
  query(em: EntityManager): Knex.QueryBuilder {
    return knexOf(em)(this.from);
  }

  /**
   * Values given by scalar property name, as column values: `{ emailVerified: true }` →
   * `{ email_verified: true }`. Undefined values are left out. Throws on a name that is not a scalar
   * property of the entity (a spread domain object with extra fields).
   */
  ofProperties(properties: PropertyValuesOf<E>): ValuesOf<E> {
    const { scalarProperties } = shapeOf(this.entity as EntityClass<unknown>);
    const values: Record<string, unknown> = {};
    for (const [property, value] of Object.entries(properties)) {
      if (!scalarProperties.has(property)) throw new Error(`${this.name} has no column for property ${property}`);
      if (value !== undefined) values[naming.propertyToColumnName(property)] = value;
    }
    return values as ValuesOf<E>;
  }

  /** `values` ready for knex's insert or update: json/jsonb columns serialised. */
  values(values: ValuesOf<E>): Record<string, unknown> {
    const { jsonColumns } = shapeOf(this.entity as EntityClass<unknown>);
    const ready: Record<string, unknown> = {};
    for (const [column, value] of Object.entries(values)) {
      ready[column] = jsonColumns.has(column) && value != null && !isRaw(value) ? jsonbText(value) : value;
    }
    return ready;
  }
}

/** Lone UTF-16 surrogates, which JSON.stringify escapes as `\ud800` and PostgreSQL's jsonb refuses. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * JSON text for a jsonb column: strings carry U+FFFD where a lone surrogate was, as text columns get it from
 * the driver's UTF-8 encoding, instead of an escape jsonb rejects with an error.
 */
function jsonbText(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === 'string' ? item.replace(LONE_SURROGATE, '\uFFFD') : item));
}

function isRaw(value: unknown): boolean {
  return typeof value === 'object' && value !== null && 'toSQL' in value;
}

/** The table of an entity, unaliased. */
export function tableOf<E>(entity: EntityClass<E>): Table<E> {
  return new Table<E>(entity);
}
