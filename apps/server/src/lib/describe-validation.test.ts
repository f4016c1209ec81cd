import { DEFAULT_SETTINGS, profileUpdateSchema, settingsSchema } from '@careledger/shared';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { describeValidationIssues } from './describe-validation';

function describeFor(schema: z.ZodType, input: unknown): string {
  const validate = validatorCompiler({ schema, method: 'PUT', url: '/', httpPart: 'body' });
  const result = validate(input) as { error?: unknown };
  if (!result.error) throw new Error('expected the input to be invalid');
  return describeValidationIssues('body', result.error as FastifySchemaValidationError[], input);
}

describe('describeValidationIssues', () => {
  it('keeps the shared schemas’ own messages and names the field', () => {
    expect(describeFor(profileUpdateSchema, { name: 'A', email: 'nope', phone: '', location: '' })).toBe(
      'email: Enter a valid email address, like name@example.org.',
    );
  });

  it('says a missing field is required rather than the wrong type', () => {
    expect(describeFor(profileUpdateSchema, { email: 'a@example.org', phone: '', location: '' })).toBe(
      'name: is required.',
    );
  });

  it('says which type a field needs and which values an option allows', () => {
    const input = { ...validSettings(), compactMode: 'yes', language: 'xx' };
    expect(describeFor(settingsSchema, input)).toBe(
      'language: must be one of "en", "es", "fr", "de". compactMode: must be a boolean.',
    );
  });

  it('names unknown fields and a missing body', () => {
    expect(describeFor(settingsSchema.strict(), { ...validSettings(), colour: 'red' })).toBe(
      'body: unknown field "colour"; remove it.',
    );
    expect(describeFor(settingsSchema, undefined)).toBe('body: is required: send a JSON object.');
    expect(describeFor(settingsSchema, [1])).toBe('body: must be a JSON object.');
  });
});

function validSettings() {
  return { ...DEFAULT_SETTINGS, email: 'a@example.org' };
}
