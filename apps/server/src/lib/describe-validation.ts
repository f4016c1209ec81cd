import type { FastifySchemaValidationError } from 'fastify';

const WHOLE: Record<string, string> = {
  body: 'body',
  params: 'path',
  querystring: 'query',
  headers: 'headers',
};

/**
 * One sentence per problem, each naming the field, e.g.
 * `email: Enter a valid email address, like name@example.org.` Custom messages from the shared schemas are
 * kept; zod's generic ones are rewritten into what to send instead. `input` is what the client sent for
 * this part of the request, used to tell a missing field from a wrong one.
 */
export function describeValidationIssues(
  context: string | undefined,
  issues: readonly FastifySchemaValidationError[],
  input: unknown,
): string {
  return issues.map((issue) => describeIssue(context, issue, input)).join(' ');
}

function describeIssue(
  context: string | undefined,
  issue: FastifySchemaValidationError,
  input: unknown,
): string {
  const segments = issue.instancePath.split('/').filter(Boolean);
  const subject = segments.join('.') || WHOLE[context ?? 'body'] || 'request';
  const isMissing = valueAt(input, segments) === undefined && issue.keyword !== 'unrecognized_keys';
  if (isMissing) {
    // A body schema may say what to send instead (the receive of a purchase order does).
    if (segments.length === 0 && !isGeneric(issue.message))
      return `${subject}: ${endSentence(issue.message ?? '')}`;
    return `${subject}: ${segments.length === 0 ? 'is required: send a JSON object.' : 'is required.'}`;
  }
  return `${subject}: ${sentence(issue)}`;
}

function valueAt(input: unknown, segments: readonly string[]): unknown {
  let value = input;
  for (const segment of segments) {
    if (value === null || typeof value !== 'object') return undefined;
    value = (value as Record<string, unknown>)[segment];
  }
  return value;
}

function sentence(issue: FastifySchemaValidationError): string {
  const params = issue.params as Record<string, unknown>;
  const message = issue.message ?? '';
  const isGenericMessage = isGeneric(message);
  switch (issue.keyword) {
    case 'invalid_type':
      return isGenericMessage
        ? `must be ${withArticle(String(params.expected ?? 'different type'))}.`
        : endSentence(message);
    case 'invalid_value': {
      const values = (params.values as unknown[] | undefined) ?? [];
      if (!isGenericMessage || values.length === 0) return endSentence(message);
      return values.length === 1
        ? `must be ${JSON.stringify(values[0])}.`
        : `must be one of ${values.map((v) => JSON.stringify(v)).join(', ')}.`;
    }
    case 'unrecognized_keys': {
      const keys = ((params.keys as string[] | undefined) ?? []).map((k) => `"${k}"`).join(', ');
      return keys.includes(',')
        ? `unknown fields ${keys}; remove them.`
        : `unknown field ${keys}; remove it.`;
    }
    default:
      return endSentence(message);
  }
}

/** zod's own wording, rewritten here; a message from a shared schema is kept as it is. */
function isGeneric(message: string | undefined): boolean {
  return !message || message.startsWith('Invalid input') || message.startsWith('Invalid option');
}

function withArticle(type: string): string {
  if (type === 'array') return 'a list';
  if (type === 'object') return 'a JSON object';
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function endSentence(text: string): string {
  const trimmed = text.trim();
  return /[.!?]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}
