import { Column, getTableName, is, sql, SQL, Subquery } from 'drizzle-orm';

/**
 * Rows of a prepared Drizzle select mapped by a function compiled once per statement shape, with Drizzle's own
 * result: the same nested objects, decoders and nulling of left-joined tables found empty.
 *
 * Drizzle works out again for every value of every row which field kind each column is (by walking class
 * chains) and where it goes, so a cart of 40 lines spent more CPU mapping its rows than PostgreSQL spent
 * reading them. Only for statements run on every request: a statement used once gains nothing.
 */

type SelectedField = { path: string[]; field: unknown };
type Decoder = { mapFromDriverValue(value: unknown): unknown };

/** What a prepared select of either driver keeps of its selection (public fields of its class). */
type PreparedSelect = {
  fields?: SelectedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
};

/** An SQL expression's decoder, which Drizzle keeps on it without declaring it. */
const decoderOfSql = (expression: unknown) => (expression as { decoder: Decoder }).decoder;

/** The field's decoder, found as Drizzle's mapResultRow finds it. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return decoderOfSql(field);
  if (is(field, Subquery)) return decoderOfSql(field._.sql);
  return decoderOfSql((field as SQL.Aliased).sql);
}

/** Drizzle's decoders that answer the driver's value as it is: a plain column's, and an SQL expression's default. */
const IDENTITY_DECODERS = new Set<unknown>([
  Column.prototype.mapFromDriverValue,
  decoderOfSql(sql``).mapFromDriverValue,
]);

/** An object of the mapped row: its members in select order, each a column's index or a nested object. */
type ObjectShape = Map<string, number | ObjectShape>;

/**
 * The objects that Drizzle makes null when their first column is null: a top-level object whose columns at the
 * second level all come from one table that the joins may leave empty (Drizzle's rule, worked out once here
 * instead of on every row). Answers the object's name and the key of that first column.
 */
function nullableObjects(fields: readonly SelectedField[], joinsNotNullableMap?: Record<string, boolean>) {
  if (!joinsNotNullableMap) return [];
  const byObject = new Map<string, { firstKey: string; tables: Set<string> }>();
  for (const { path, field } of fields) {
    if (!is(field, Column) || path.length !== 2) continue;
    const object = byObject.get(path[0]!) ?? { firstKey: path[1]!, tables: new Set<string>() };
    object.tables.add(getTableName(field.table));
    byObject.set(path[0]!, object);
  }
  return [...byObject].flatMap(([object, { firstKey, tables }]) => {
    const [table] = tables;
    return tables.size === 1 && !joinsNotNullableMap[table!] ? [{ object, firstKey }] : [];
  });
}

type Mapper = (row: readonly unknown[]) => Record<string, unknown>;

/**
 * Compiled mappers by their code, which takes the decoders as an argument: a statement prepared again for another
 * handle (each transaction has its own) reuses the code compiled, and warmed, for the first.
 */
const compiledByCode = new Map<string, (decoders: readonly Decoder[]) => Mapper>();

/**
 * The mapper of one statement's rows (row arrays in select order) for its selected fields.
 *
 * It is a function compiled for the statement's shape: the row is one object literal of fixed shape, each value
 * decoded at a call site that only ever sees its own column's decoder, and plain columns not decoded at all.
 */
export function rowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): Mapper {
  const decoders = fields.map(({ field }) => decoderOf(field));
  const root: ObjectShape = new Map();
  fields.forEach(({ path }, index) => {
    let shape = root;
    for (const key of path.slice(0, -1)) {
      let inner = shape.get(key);
      if (!(inner instanceof Map)) shape.set(key, (inner = new Map()));
      shape = inner;
    }
    shape.set(path[path.length - 1]!, index);
  });
  const value = (index: number) =>
    IDENTITY_DECODERS.has(decoders[index]!.mapFromDriverValue)
      ? `row[${index}]`
      : `(row[${index}] === null ? null : decoders[${index}].mapFromDriverValue(row[${index}]))`;
  const literal = (shape: ObjectShape): string =>
    `{ ${[...shape]
      .map(
        ([key, member]) =>
          `${JSON.stringify(key)}: ${typeof member === 'number' ? value(member) : literal(member)}`,
      )
      .join(', ')} }`;
  // A decoded value is checked, as Drizzle checks it, not the driver's.
  const nulling = nullableObjects(fields, joinsNotNullableMap)
    .map(({ object, firstKey }) => {
      const member = `result[${JSON.stringify(object)}]`;
      return `if (${member}[${JSON.stringify(firstKey)}] === null) ${member} = null;`;
    })
    .join('\n');
  // The code is made from the statement's own field names, quoted by JSON.stringify, never from data.
  const code = `return (row) => {\nconst result = ${literal(root)};\n${nulling}\nreturn result;\n}`;
  let compiled = compiledByCode.get(code);
  if (!compiled) {
    compiled = new Function('decoders', code) as (decoders: readonly Decoder[]) => Mapper;
    compiledByCode.set(code, compiled);
  }
  return compiled(decoders);
}

/** The prepared select, its rows now mapped by rowMapper. */
export function withPlannedRows<T extends object>(prepared: T): T {
  const select = prepared as PreparedSelect;
  if (!select.fields || select.customResultMapper) return prepared;
  const map = rowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
