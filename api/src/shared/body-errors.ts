import { MESSAGES } from '../config/limits';

/**
 * What a client is told about a request body the parsers refused (body-parser's error
 * `type`); both transports answer with these texts.
 */
export function bodyErrorMessage(type: string | undefined): string {
  return type === 'entity.parse.failed'
    ? 'The request body is not valid JSON'
    : type === 'entity.too.large'
      ? 'The request body is too large'
      : type === 'multipart'
        ? MESSAGES.badMultipart
        : 'Bad request';
}
