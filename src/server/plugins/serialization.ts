import { build as compileStringifier, type AnySchema } from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify';
import { z } from 'zod';
import { isDeepStrictEqual } from 'node:util';
import { writtenAnswerSchemaOf, WrittenJson } from '#server/lib/written-json.ts';

type JsonSchema = z.core.JSONSchema.JSONSchema;

const isNullSchema = (schema: JsonSchema) => schema.type === 'null' && Object.keys(schema).length === 1;

/**
 * zod writes a nullable value as `anyOf: [its schema, { type: 'null' }]`, for which the serializer
 * would run a validator on every value to choose a branch; the same schema with `null` among its
 * types is written by a typeof check. Any other union keeps its branches.
 */
const withNullsInTypes = (schema: JsonSchema): JsonSchema => {
  const walked = Object.fromEntries(
    Object.entries(schema).map(([keyword, value]) => {
      if (keyword === 'properties' || keyword === '$defs' || keyword === 'definitions') {
        return [
          keyword,
          Object.fromEntries(
            Object.entries(value as Record<string, JsonSchema>).map(([name, child]) => [name, withNullsInTypes(child)]),
          ),
        ];
      }
      if (keyword === 'items' || keyword === 'additionalProperties') {
        if (Array.isArray(value)) return [keyword, value.map((child: JsonSchema) => withNullsInTypes(child))];
        return [keyword, typeof value === 'object' && value !== null ? withNullsInTypes(value as JsonSchema) : value];
      }
      if (keyword === 'anyOf' || keyword === 'oneOf' || keyword === 'allOf')
        return [keyword, (value as JsonSchema[]).map(withNullsInTypes)];
      return [keyword, value];
    }),
  ) as JsonSchema;
  const [first, second, ...more] = walked.anyOf ?? [];
  if (!first || !second || more.length > 0) return walked;
  const [nullBranch, valueBranch] = isNullSchema(first) ? [first, second] : [second, first];
  if (!isNullSchema(nullBranch) || typeof valueBranch.type !== 'string' || valueBranch.anyOf || valueBranch.oneOf)
    return walked;
  const { anyOf: _branches, ...siblings } = walked;
  return {
    ...siblings,
    ...valueBranch,
    type: [valueBranch.type, 'null'],
    ...(valueBranch.enum ? { enum: [...valueBranch.enum, null] } : {}),
  };
};

/** Decision 082: an answer whose JSON PostgreSQL wrote goes out as it is. */
const writeWrittenAnswer = (answer: unknown): string => {
  if (!(answer instanceof WrittenJson)) throw new Error('a route that answers written JSON answered something else');
  return answer.text;
};

/**
 * Decision 096: the same, after reading the answer with its schema, which must take it whole: a key the
 * SQL misspells, leaves out or adds, or a value of another type, fails the request that wrote it.
 */
const checkedWrittenAnswer =
  (schema: z.ZodType, url: string) =>
  (answer: unknown): string => {
    const text = writeWrittenAnswer(answer);
    const written: unknown = JSON.parse(text);
    const read = schema.safeParse(written);
    if (!read.success)
      throw new Error(`the JSON written for ${url} does not fit its schema: ${z.prettifyError(read.error)}`);
    if (!isDeepStrictEqual(read.data, written)) {
      throw new Error(`the JSON written for ${url} holds what its schema does not: ${text}`);
    }
    return text;
  };

/**
 * The response schemas are module constants, so an app built again in the same process (the API tests
 * build one per file) reuses their serializers: compiling them was four fifths of an app's start.
 */
const compiledStringifiers = new WeakMap<z.ZodType, (answer: unknown) => string>();

const stringifierOf = (schema: z.ZodType): ((answer: unknown) => string) => {
  const compiled = compiledStringifiers.get(schema);
  if (compiled) return compiled;
  const jsonSchema = withNullsInTypes(
    z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'throw' }),
  );
  const stringify = compileStringifier(jsonSchema as AnySchema);
  compiledStringifiers.set(schema, stringify);
  return stringify;
};

/**
 * Every answer is written by a serializer compiled once from its zod response schema
 * (decision 080): only the properties the schema names reach the client, as with zod's encode, at a
 * fraction of the cost of checking each answer with zod and then writing it with `JSON.stringify`.
 * The handlers' return types are checked against the same schemas when the code is compiled; the
 * answers PostgreSQL writes, whose keys no compiler sees, are read with their schemas when
 * `checkWrittenAnswers` (the tests), and pass as they are otherwise.
 */
export const responseSerializerCompiler =
  ({ checkWrittenAnswers }: { checkWrittenAnswers: boolean }): FastifySerializerCompiler<z.ZodType> =>
  ({ schema, url }) => {
    const writtenSchema = writtenAnswerSchemaOf(schema);
    if (writtenSchema) return checkWrittenAnswers ? checkedWrittenAnswer(writtenSchema, url) : writeWrittenAnswer;
    return stringifierOf(schema);
  };
