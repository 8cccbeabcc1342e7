import { Column, getTableName, is, SQL, Subquery } from 'drizzle-orm';

/**
 * Rows of a prepared Drizzle select mapped by a plan made once per statement, with Drizzle's own result: the
 * same nested objects, decoders and nulling of left-joined tables found empty.
 *
 * Drizzle works the plan out again for every value of every row (which field kind each column is, by walking
 * class chains, and its path), so a cart of 40 lines spent more CPU mapping its rows than PostgreSQL spent
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

type ColumnPlan = {
  /** The objects above the value, from the row down, and the value's own key. */
  parents: string[];
  key: string;
  decoder: Decoder;
  /** For a table column one level down: the object it sits in, and its table, which may null the object. */
  nullable: { object: string; table: string } | null;
};

/** The mapper of one statement's rows (row arrays in select order) for its selected fields. */
export function rowMapper(
  fields: readonly SelectedField[],
  joinsNotNullableMap?: Record<string, boolean>,
): (row: readonly unknown[]) => Record<string, unknown> {
  const plans: ColumnPlan[] = fields.map(({ path, field }) => ({
    parents: path.slice(0, -1),
    key: path[path.length - 1]!,
    decoder: decoderOf(field),
    nullable:
      joinsNotNullableMap && is(field, Column) && path.length === 2
        ? { object: path[0]!, table: getTableName(field.table) }
        : null,
  }));
  return (row) => {
    const result: Record<string, unknown> = {};
    // An object's first column decides: its table's name when that value is null, else false; a column of
    // another table in the same object makes it false (as Drizzle does).
    const nullify: Record<string, string | false> = {};
    let nullifying = false;
    for (let index = 0; index < plans.length; index++) {
      const plan = plans[index]!;
      let node = result;
      for (const parent of plan.parents) {
        if (!(parent in node)) node[parent] = {};
        node = node[parent] as Record<string, unknown>;
      }
      const raw = row[index];
      const value = raw === null ? null : plan.decoder.mapFromDriverValue(raw);
      node[plan.key] = value;
      const { nullable } = plan;
      if (!nullable) continue;
      nullifying = true;
      const seen = nullify[nullable.object];
      if (seen === undefined) nullify[nullable.object] = value === null ? nullable.table : false;
      else if (typeof seen === 'string' && seen !== nullable.table) nullify[nullable.object] = false;
    }
    if (nullifying) {
      for (const object of Object.keys(nullify)) {
        const table = nullify[object];
        if (typeof table === 'string' && !joinsNotNullableMap?.[table]) result[object] = null;
      }
    }
    return result;
  };
}

/** The prepared select, its rows now mapped by rowMapper. */
export function withPlannedRows<T extends object>(prepared: T): T {
  const select = prepared as PreparedSelect;
  if (!select.fields || select.customResultMapper) return prepared;
  const map = rowMapper(select.fields, select.joinsNotNullableMap);
  select.customResultMapper = (rows) => rows.map(map);
  return prepared;
}
