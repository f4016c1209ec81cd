// Bad requests derived from the OpenAPI document: for every operation, wrong types, missing and unknown
// fields, huge strings, malformed JSON, bad path and query parameters and wrong content types. Deterministic:
// the same document and seed give the same cases, so a failure can be replayed.

import { mulberry32 } from '../db/seed/random';

/** The part of a JSON schema (as @fastify/swagger writes it) the generator reads. */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  format?: string;
  pattern?: string;
  nullable?: boolean;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  default?: unknown;
}

interface Parameter {
  in: 'path' | 'query' | 'header';
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { required?: boolean; content: Record<string, { schema?: JsonSchema }> };
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
}

export type FuzzMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface FuzzCase {
  operation: string;
  what: string;
  method: FuzzMethod;
  url: string;
  body?: string;
  contentType?: string;
  /** False when the schema leaves room for the value (no type or limit to break): any non-5xx will do. */
  mustRefuse: boolean;
}

const HUGE = 100_000;
const UUID = '0f8fad5b-d9cb-469f-a165-70867728950e';
const METHODS: readonly FuzzMethod[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'];

function typeOf(schema: JsonSchema): string | undefined {
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return typeOf(variants.find((v) => v.type !== 'null') ?? {});
  return Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
}

function pick<T>(random: () => number, values: readonly T[]): T {
  return values[Math.floor(random() * values.length)] as T;
}

/** A plausible valid value for a schema, so one field at a time can be broken. */
export function sampleValue(schema: JsonSchema, random: () => number): unknown {
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.default !== undefined) return schema.default;
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return sampleValue(variants[0] as JsonSchema, random);
  switch (typeOf(schema)) {
    case 'object': {
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        value[key] = sampleValue(property, random);
      }
      return value;
    }
    case 'array':
      return Array.from({ length: Math.max(1, schema.minItems ?? 1) }, () =>
        sampleValue(schema.items ?? {}, random),
      );
    case 'integer':
    case 'number':
      return Math.max(schema.minimum ?? 1, 1);
    case 'boolean':
      return true;
    case 'string':
      return sampleString(schema, random);
    default:
      return null;
  }
}

function sampleString(schema: JsonSchema, random: () => number): string {
  if (schema.format === 'date') return '2030-01-31';
  if (schema.format === 'date-time') return '2030-01-31T09:30:00Z';
  if (schema.format === 'email') return 'fuzz@example.org';
  if (schema.format === 'uuid') return UUID;
  if (schema.format === 'uri') return 'https://example.org/fuzz.png';
  if (schema.pattern?.startsWith('^0x')) return `0x${'ab'.repeat(schema.pattern.includes('64') ? 32 : 20)}`;
  const length = Math.max(schema.minLength ?? 1, 1 + Math.floor(random() * 8));
  return 'fuzz'.repeat(Math.ceil(length / 4)).slice(0, Math.min(length, schema.maxLength ?? length));
}

/** Just below the minimum and just above the maximum, where the schema has them. */
function outOfRange(schema: JsonSchema): number[] {
  const values: number[] = [];
  if (schema.minimum !== undefined) values.push(schema.minimum - 1);
  if (schema.maximum !== undefined && schema.maximum < Number.MAX_SAFE_INTEGER)
    values.push(schema.maximum + 1);
  return values;
}

/** Values of the wrong type for a schema: a number where a string goes, a string that looks like a number… */
function wrongValues(schema: JsonSchema): unknown[] {
  const nullable = schema.nullable === true || (Array.isArray(schema.type) && schema.type.includes('null'));
  const values: unknown[] = [];
  switch (typeOf(schema)) {
    case 'integer':
      values.push('1', ' 2 ', true, [1], 1.5, 1e300, {}, ...outOfRange(schema));
      break;
    case 'number':
      values.push('1', true, [1], 'NaN', {}, ...outOfRange(schema));
      break;
    case 'boolean':
      values.push('true', 1, [], {});
      break;
    case 'string':
      values.push(42, true, [], {});
      if (schema.enum) values.push('not-one-of-them');
      break;
    case 'array':
      values.push({}, 'x', 1);
      break;
    case 'object':
      values.push([], 'x', 1);
      break;
    default:
      return [];
  }
  if (!nullable) values.push(null);
  return values;
}

function withoutKey(value: Record<string, unknown>, key: string): Record<string, unknown> {
  const { [key]: _dropped, ...rest } = value;
  return rest;
}

interface BodyCase {
  what: string;
  value: unknown;
  mustRefuse: boolean;
}

/** Breaks a JSON body one field at a time, descending into objects and into the first element of lists. */
function bodyCases(schema: JsonSchema, base: unknown, random: () => number, path = 'body'): BodyCase[] {
  const cases: BodyCase[] = [];
  const type = typeOf(schema);
  if (type === 'array' && Array.isArray(base) && schema.items) {
    const [first, ...rest] = base;
    for (const inner of bodyCases(schema.items, first, random, `${path}[0]`)) {
      cases.push({ ...inner, value: [inner.value, ...rest] });
    }
    return cases;
  }
  if (type !== 'object' || base === null || typeof base !== 'object') return cases;
  const object = base as Record<string, unknown>;
  const extraKey = `fuzz_${Math.floor(random() * 1e6)}`;
  cases.push({
    what: `${path} with an unknown field "${extraKey}"`,
    value: { ...object, [extraKey]: 1 },
    // Every JSON object a client sends is strict; only free-form values (no properties) may hold anything.
    mustRefuse: schema.properties !== undefined,
  });
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    const field = `${path}.${key}`;
    if (schema.required?.includes(key)) {
      cases.push({ what: `${field} missing`, value: withoutKey(object, key), mustRefuse: true });
    }
    const hasType = typeOf(property) !== undefined;
    // Two wrong values per field, chosen by the seed, keep the suite fast; every run picks the same two.
    const wrong = wrongValues(property);
    for (const value of [pick(random, wrong), pick(random, wrong)].filter(
      (v, i, all) => all.indexOf(v) === i,
    )) {
      if (wrong.length === 0) break;
      cases.push({
        what: `${field} = ${JSON.stringify(value)}`,
        value: { ...object, [key]: value },
        mustRefuse: hasType,
      });
    }
    if (typeOf(property) === 'string' && !property.enum) {
      cases.push({
        what: `${field} a ${HUGE}-character string`,
        value: { ...object, [key]: 'x'.repeat(HUGE) },
        mustRefuse: property.maxLength !== undefined || property.pattern !== undefined,
      });
    }
    for (const inner of bodyCases(property, object[key], random, field)) {
      cases.push({ ...inner, value: { ...object, [key]: inner.value } });
    }
  }
  return cases;
}

/** Bad values for a path parameter: what a path can carry that is not the id or name the route expects. */
const BAD_PATH_VALUES = ['0', '-1', '01', '1.5', '1e3', '+1', '%201', 'abc', '9'.repeat(30), '%00', 'null'];

function pathValue(parameter: Parameter, random: () => number): string {
  const schema = parameter.schema ?? {};
  if (schema.format === 'uuid' || /uuid|notification id/i.test(schema.pattern ?? '')) return UUID;
  if (typeOf(schema) === 'integer' || schema.pattern?.includes('[1-9]')) return '1';
  return encodeURIComponent(String(sampleValue(schema, random)));
}

function queryCases(parameter: Parameter): { what: string; value: string; mustRefuse: boolean }[] {
  const schema = parameter.schema ?? {};
  const type = typeOf(schema);
  const cases = [
    {
      what: `query ${parameter.name} a ${HUGE / 10}-character string`,
      value: 'x'.repeat(HUGE / 10),
      mustRefuse:
        type !== 'string' || schema.enum !== undefined || schema.maxLength !== undefined || !!schema.pattern,
    },
  ];
  if (type === 'integer' || type === 'number' || schema.enum) {
    cases.push({ what: `query ${parameter.name} = "abc"`, value: 'abc', mustRefuse: true });
  }
  if (type === 'integer')
    cases.push({ what: `query ${parameter.name} = "1.5"`, value: '1.5', mustRefuse: true });
  return cases;
}

/** Every case for every operation of the document, except the operations `skip` names ("GET /api/..."). */
export function fuzzCases(
  document: OpenApiDocument,
  { seed, skip }: { seed: number; skip: string[] },
): FuzzCase[] {
  const random = mulberry32(seed);
  const cases: FuzzCase[] = [];
  for (const [template, operations] of Object.entries(document.paths)) {
    for (const [lower, operation] of Object.entries(operations)) {
      const method = lower.toUpperCase() as FuzzMethod;
      const name = `${method} ${template}`;
      if (!METHODS.includes(method) || skip.includes(name)) continue;
      const parameters = operation.parameters ?? [];
      const pathValues = Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p, random)]),
      );
      const urlWith = (values: Record<string, string>, query = '') =>
        template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '1') + query;
      const url = urlWith(pathValues);
      const add = (c: Omit<FuzzCase, 'operation' | 'method'>) =>
        cases.push({ operation: name, method, ...c });

      for (const parameter of parameters.filter((p) => p.in === 'path')) {
        for (const bad of BAD_PATH_VALUES) {
          const values = { ...pathValues, [parameter.name]: bad };
          // A name (a role, a tag id) may legitimately be "abc": only refuse what its schema rules out.
          const schema = parameter.schema ?? {};
          const isConstrained = !!schema.pattern || !!schema.format || typeOf(schema) === 'integer';
          add({ what: `path ${parameter.name} = ${bad}`, url: urlWith(values), mustRefuse: isConstrained });
        }
      }
      for (const parameter of parameters.filter((p) => p.in === 'query')) {
        for (const c of queryCases(parameter)) {
          add({
            what: c.what,
            url: `${url}?${parameter.name}=${encodeURIComponent(c.value)}`,
            mustRefuse: c.mustRefuse,
          });
        }
      }
      if (method === 'GET') continue;

      const content = operation.requestBody?.content ?? {};
      const jsonSchema = content['application/json']?.schema;
      if (!operation.requestBody) {
        // An operation without a body refuses one, before doing anything.
        add({
          what: 'an unexpected JSON body',
          url,
          body: '{"fuzz":1}',
          contentType: 'application/json',
          mustRefuse: true,
        });
        add({
          what: 'an unexpected empty list',
          url,
          body: '[]',
          contentType: 'application/json',
          mustRefuse: true,
        });
        continue;
      }
      const isRequired = operation.requestBody.required === true;
      add({ what: 'no body', url, mustRefuse: isRequired });
      for (const [body, contentType] of [
        ['name=fuzz', 'application/x-www-form-urlencoded'],
        ['<fuzz/>', 'application/xml'],
        ['--x\r\n\r\nfuzz\r\n--x--', 'multipart/form-data; boundary=x'],
        ['fuzz', 'text/plain'],
        ['{"fuzz": 1}', 'application/json-patch+json'],
      ] as const) {
        if (contentType in content) continue;
        add({ what: `a ${contentType} body`, url, body, contentType, mustRefuse: true });
      }
      if (!jsonSchema) continue;
      for (const bad of ['{"fuzz":', '{"a":1}}', 'nul', '\u0000', "{'a':1}"]) {
        add({
          what: `malformed JSON ${JSON.stringify(bad)}`,
          url,
          body: bad,
          contentType: 'application/json',
          mustRefuse: true,
        });
      }
      const base = sampleValue(jsonSchema, random);
      const isArrayBody = typeOf(jsonSchema) === 'array';
      for (const value of isArrayBody ? [{}, 'fuzz', 42, null] : [[], 'fuzz', 42, null, true]) {
        add({
          what: `a body of ${JSON.stringify(value)}`,
          url,
          body: JSON.stringify(value),
          contentType: 'application/json',
          mustRefuse: isRequired || value !== null,
        });
      }
      for (const c of bodyCases(jsonSchema, base, random)) {
        add({
          what: c.what,
          url,
          body: JSON.stringify(c.value),
          contentType: 'application/json',
          mustRefuse: c.mustRefuse,
        });
      }
    }
  }
  return cases;
}
