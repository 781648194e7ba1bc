import { z } from 'zod';

/**
 * Decision 082: JSON that PostgreSQL wrote in the shape of `Shape`, placed in an answer as it is. The
 * reader's decisions are made by the shared rules before the read and passed into it as values;
 * PostgreSQL only writes the view, from the one definition of it in the module's queries.
 */
export class WrittenJson<Shape> {
  /** For the type checker only: the shape the text has. */
  declare readonly shape: Shape;
  constructor(readonly text: string) {}
}

/** Items PostgreSQL wrote one by one (a page's rows, in the page's order), as one list. */
export const writtenList = <Item>(items: readonly string[]): WrittenJson<Item[]> =>
  new WrittenJson(`[${items.join(',')}]`);

type AnswerParts<Answer> = { [Key in keyof Answer]: Answer[Key] | WrittenJson<Answer[Key]> };

/** An answer some of whose parts PostgreSQL wrote: those as they are, the others as JSON.stringify writes them. */
export const answerOfParts = <Answer extends object>(parts: AnswerParts<Answer>): WrittenJson<Answer> => {
  let text = '';
  for (const [key, part] of Object.entries(parts) as [string, unknown][]) {
    if (part === undefined) continue;
    text += `${text === '' ? '' : ','}${JSON.stringify(key)}:${part instanceof WrittenJson ? part.text : JSON.stringify(part)}`;
  }
  return new WrittenJson(`{${text}}`);
};

/** Each `writtenAs` route schema, with the schema of the answer it stands for. */
const writtenAnswerSchemas = new WeakMap<z.ZodType, z.ZodType>();

/**
 * The response schema of a route that answers JSON PostgreSQL wrote in the shape of `schema`: the
 * handler must answer `WrittenJson` of that shape, and the route's serializer writes its text as it is
 * (decision 096). Under tests the serializer also reads each answer with `schema`, which no compiler can
 * hold the SQL's keys to.
 */
export const writtenAs = <Schema extends z.ZodType>(schema: Schema) => {
  const written = z.custom<WrittenJson<z.output<Schema>>>((value) => value instanceof WrittenJson);
  writtenAnswerSchemas.set(written, schema);
  return written;
};

/** The schema of the answer a `writtenAs` route schema stands for; none for any other schema. */
export const writtenAnswerSchemaOf = (routeSchema: z.ZodType): z.ZodType | undefined =>
  writtenAnswerSchemas.get(routeSchema);
