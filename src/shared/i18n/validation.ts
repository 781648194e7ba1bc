import { z } from 'zod';
import type { Locale } from '../app/constants.ts';
import { formatCount, translatorFor } from './index.ts';
import type { validationEn } from './validation-en.ts';

export type ValidationKey = keyof typeof validationEn;
export type ValidationCatalogue = Record<ValidationKey, string>;
type Values = Record<string, string | number>;
export type Issue = z.core.$ZodIssue;

/**
 * A shared schema's message: a key of the validation catalogue, never words, so the server's 400s and
 * the client's form errors say it in the deployment's language. `values` carries what the text names
 * beyond the failing check's own bound (a limit's other end, the count of a refinement).
 */
export const invalid = (key: ValidationKey, values?: Values): string =>
  values ? `${key} ${JSON.stringify(values)}` : key;

const keyedMessage = /^(validation\.[\w.]+)(?: (\{.*\}))?$/s;

/** The key and values an `invalid()` message holds, or null for zod's own words. */
export const readInvalid = (message: string): { key: string; values: Values } | null => {
  const [, key, values] = keyedMessage.exec(message) ?? [];
  return key ? { key, values: values ? (JSON.parse(values) as Values) : {} } : null;
};

const listed = (values: readonly unknown[]): string => values.map(String).join(', ');

/** What a zod check recorded about the failure, for the texts that name it. */
const detailsOf = (issue: Issue): Values => {
  switch (issue.code) {
    case 'too_big':
      return { maximum: Number(issue.maximum) };
    case 'too_small':
      return { minimum: Number(issue.minimum) };
    case 'invalid_value':
      return { values: listed(issue.values) };
    case 'unrecognized_keys':
      return { keys: listed(issue.keys) };
    case 'not_multiple_of':
      return { divisor: issue.divisor };
    default:
      return {};
  }
};

const sized: Record<string, { big: ValidationKey; small: ValidationKey }> = {
  string: { big: 'validation.issue.tooLong', small: 'validation.issue.tooShort' },
  array: { big: 'validation.issue.tooMany', small: 'validation.issue.tooFew' },
  set: { big: 'validation.issue.tooMany', small: 'validation.issue.tooFew' },
  map: { big: 'validation.issue.tooMany', small: 'validation.issue.tooFew' },
  file: { big: 'validation.issue.fileTooLarge', small: 'validation.issue.fileTooSmall' },
};

/**
 * Translates every issue a schema can raise: its own message through the catalogue, and zod's
 * checks that carry no message of ours by their code, so no English reaches a Thai deployment.
 */
export const issueDescriber = (locale: Locale, catalogue: ValidationCatalogue) => {
  const isKey = (key: string): key is ValidationKey => Object.hasOwn(catalogue, key);
  const translate = translatorFor(catalogue);
  const text = (key: ValidationKey, values: Values): string => {
    const written = Object.entries(values).map(([name, value]) => [
      name,
      typeof value === 'number' ? formatCount(locale, value) : value,
    ]);
    return translate(key, Object.fromEntries(written));
  };
  const named = (kind: 'type' | 'format', name: string): string => {
    const key = `validation.${kind}.${name}`;
    return isKey(key) ? catalogue[key] : kind === 'format' ? catalogue['validation.format.other'] : name;
  };

  const zodCheck = (issue: Issue): [ValidationKey, Values?] => {
    switch (issue.code) {
      case 'invalid_type': {
        const expected = named('type', issue.expected);
        // Only a parse that reports its input (the server's) knows what was sent instead.
        if (!('input' in issue)) return ['validation.issue.invalidType', { expected }];
        return [
          'validation.issue.invalidTypeReceived',
          { expected, received: named('type', z.core.util.parsedType(issue.input)) },
        ];
      }
      case 'invalid_value':
        return [issue.values.length === 1 ? 'validation.issue.invalidValue' : 'validation.issue.invalidOption'];
      case 'too_big':
        return [
          sized[issue.origin]?.big ??
            (issue.inclusive === false ? 'validation.issue.tooBigExclusive' : 'validation.issue.tooBig'),
        ];
      case 'too_small':
        return [
          sized[issue.origin]?.small ??
            (issue.inclusive === false ? 'validation.issue.tooSmallExclusive' : 'validation.issue.tooSmall'),
        ];
      case 'invalid_format':
        if ('prefix' in issue) return ['validation.issue.startsWith', { prefix: String(issue.prefix) }];
        if ('suffix' in issue) return ['validation.issue.endsWith', { suffix: String(issue.suffix) }];
        if ('includes' in issue) return ['validation.issue.includes', { includes: String(issue.includes) }];
        if (issue.format === 'regex' || issue.format === 'template_literal') return ['validation.issue.pattern'];
        return ['validation.issue.invalidFormat', { format: named('format', issue.format) }];
      case 'not_multiple_of':
        return ['validation.issue.notMultipleOf'];
      case 'unrecognized_keys':
        return ['validation.issue.unrecognizedKeys'];
      case 'invalid_union':
        // A discriminated union names the values its discriminator takes.
        if ('options' in issue && issue.options?.length)
          return ['validation.issue.invalidOption', { values: listed(issue.options) }];
        return ['validation.issue.invalid'];
      case 'invalid_key':
        return ['validation.issue.invalidKey'];
      case 'invalid_element':
        return ['validation.issue.invalidElement'];
      default:
        return ['validation.issue.invalid'];
    }
  };

  return (issue: Issue): string => {
    const field = issue.path.map(String).join('.');
    const own = readInvalid(issue.message);
    if (own && isKey(own.key)) return text(own.key, { field, ...detailsOf(issue), ...own.values });
    const [key, values] = zodCheck(issue);
    const described = text(key, { ...detailsOf(issue), ...values });
    return field ? `${field}: ${described}` : described;
  };
};

export type IssueDescriber = ReturnType<typeof issueDescriber>;

const invalidRequest: Issue = { code: 'custom', path: [], message: invalid('validation.issue.invalid') };

/** A request is answered with its first problem, as the forms show one at a time. */
export const describeFirstIssue = (describe: IssueDescriber, issues: readonly Issue[]): string =>
  describe(issues[0] ?? invalidRequest);
