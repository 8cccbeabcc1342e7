import fc from 'fast-check';
import {
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isObjectType,
  type GraphQLInputType,
  type GraphQLOutputType,
} from 'graphql';
import { z } from 'zod';

/**
 * Hostile inputs for the fuzz suite (issue 8): values of roughly the right type whose content is what a probe
 * sends (NUL characters, huge, unicode and control text, negative, huge and fractional numbers, NaN spelt out),
 * and now and then a value of the wrong type.
 */
const nulText = fc
  .tuple(fc.string({ maxLength: 6 }), fc.string({ maxLength: 6 }))
  .map(([before, after]) => `${before}\u0000${after}`);
const trickyText = fc.constantFrom(
  '',
  ' ',
  '%',
  '_',
  "'",
  '\\',
  'NaN',
  'Infinity',
  '-1',
  '0',
  '1e309',
  '0000000000',
  '9'.repeat(40),
  '2026-02-30',
  '0000-00-00',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  '\uD800',
  '\u202E',
  'null',
  '{}',
  'a@b',
);
const hugeText = fc.constantFrom('x'.repeat(10_000), 'é'.repeat(4_000), '🍺'.repeat(2_000));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { arbitrary: fc.string({ unit: 'grapheme', maxLength: 30 }), weight: 3 },
  { arbitrary: fc.string({ unit: 'binary', maxLength: 30 }), weight: 2 },
  { arbitrary: nulText, weight: 3 },
  { arbitrary: trickyText, weight: 3 },
  { arbitrary: hugeText, weight: 1 },
);

const hostileInteger = fc.oneof(
  fc.integer(),
  fc.constantFrom(
    -1,
    0,
    1,
    2 ** 31 - 1,
    -(2 ** 31),
    2 ** 31,
    Number.MAX_SAFE_INTEGER,
    -Number.MAX_SAFE_INTEGER,
  ),
);
// NaN and the infinities become null in JSON, which is the wrong type for a non-null number.
export const hostileNumber = fc.oneof(hostileInteger, fc.double(), fc.constantFrom(1e308, -1e308, 0.5, -0.5));

/** Any JSON value, of whatever type a field did not ask for. */
export const wrongType: fc.Arbitrary<unknown> = fc.oneof(
  fc.constant(null),
  fc.boolean(),
  hostileNumber,
  hostileText,
  fc.constant([]),
  fc.constant({}),
  fc.array(fc.integer(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 4 }), fc.integer(), { maxKeys: 2 }),
);

/** Mostly `typed`, sometimes a value of the wrong type. */
const mostly = (typed: fc.Arbitrary<unknown>) =>
  fc.oneof({ arbitrary: typed, weight: 8 }, { arbitrary: wrongType, weight: 1 });

/** A hostile value for a GraphQL input type. */
export function graphqlValue(type: GraphQLInputType, depth = 0): fc.Arbitrary<unknown> {
  if (isNonNullType(type)) return graphqlValue(type.ofType, depth);
  if (isListType(type)) return mostly(fc.array(graphqlValue(type.ofType, depth + 1), { maxLength: 4 }));
  if (isEnumType(type))
    return mostly(fc.constantFrom(...type.getValues().map((value) => value.name), 'NOPE'));
  if (isInputObjectType(type)) {
    if (depth > 3) return fc.constant({});
    const fields = Object.fromEntries(
      Object.values(type.getFields()).map((field) => [field.name, graphqlValue(field.type, depth + 1)]),
    );
    return mostly(fc.record(fields, { requiredKeys: [] }));
  }
  switch (type.name) {
    case 'Int':
      return mostly(hostileInteger);
    case 'Float':
      return mostly(hostileNumber);
    case 'Boolean':
      return mostly(fc.boolean());
    default:
      return mostly(hostileText);
  }
}

/**
 * A selection reaching the fields of a result two levels down (fields needing arguments left out), so that
 * field resolvers see the hostile input and headers too.
 */
export function deepSelection(type: GraphQLOutputType, depth = 2): string {
  const named = getNamedType(type);
  if (isLeafType(named) || !isObjectType(named)) return '';
  const fields = Object.values(named.getFields()).filter((field) =>
    field.args.every((arg) => !isNonNullType(arg.type)),
  );
  const parts = fields.flatMap((field) => {
    if (isLeafType(getNamedType(field.type))) return [field.name];
    return depth > 0 ? [`${field.name}${deepSelection(field.type, depth - 1)}`] : [];
  });
  return ` { __typename ${parts.join(' ')} }`;
}

type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
};

/** The JSON schema of a route input, whether the route declared it with zod or as JSON schema. */
export function jsonSchemaOf(schema: unknown): JsonSchema | undefined {
  if (!schema || typeof schema !== 'object') return undefined;
  if ('_zod' in schema) {
    return z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
  }
  return schema as JsonSchema;
}

/** A hostile value for a JSON schema (REST body, querystring and params). */
export function jsonValue(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return wrongType;
  const choices = schema.anyOf ?? schema.oneOf;
  if (choices && choices.length > 0)
    return fc.oneof(...choices.map((choice) => jsonValue(choice, depth + 1)));
  if (schema.enum) return mostly(fc.constantFrom(...schema.enum, 'NOPE'));
  if (schema.const !== undefined) return mostly(fc.constant(schema.const));
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const fields = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([name, property]) => [
          name,
          jsonValue(property, depth + 1),
        ]),
      );
      return mostly(fc.record(fields, { requiredKeys: [] }));
    }
    case 'array':
      return mostly(fc.array(jsonValue(schema.items, depth + 1), { maxLength: 4 }));
    case 'integer':
      return mostly(hostileInteger);
    case 'number':
      return mostly(hostileNumber);
    case 'boolean':
      return mostly(fc.boolean());
    case 'string':
      return mostly(hostileText);
    default:
      return wrongType;
  }
}

/** Scope headers of spec 1 §7 with hostile values (HTTP allows no NUL or line breaks in a header). */
export const hostileScopeHeaders: fc.Arbitrary<Record<string, string>> = fc.record(
  {
    datepopup: fc.constantFrom('2026-02-30', 'yesterday', '9999-12-31', '0000-00-00', '', 'NaN'),
    standarddeliverydate: fc.constantFrom('1900-01-01', 'x', '2026-13-01'),
    lang: fc.constantFrom('xx', 'EN', 'cs', ''),
    store: fc.constantFrom('LivePortal_CZ_', 'nope', ''),
    customertype: fc.constantFrom('On Premise', 'Wholesaler', '%', ''),
    cartskus: fc.constantFrom(',,,', 'a,b,c', '1'.repeat(500)),
    myfavourites: fc.constantFrom('1', 'true', 'x'),
    onlyempties: fc.constantFrom('1', '0', 'x'),
  },
  { requiredKeys: [] },
);
