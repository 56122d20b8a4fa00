import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { AppError, ERROR_CODE, ERROR_STATUS } from '../lib/errors.ts';

const STATUS_CODE: Record<number, string> = {
  400: 'BAD_REQUEST',
  401: 'UNAUTHORIZED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  406: 'NOT_ACCEPTABLE',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  422: 'UNPROCESSABLE_ENTITY',
  429: 'RATE_LIMITED',
  503: 'SERVICE_UNAVAILABLE',
};

type Issue = { instancePath?: string; message?: string; params?: { issue?: { path?: PropertyKey[] } } };

/** 'phone: Phone number must be 10 digits' — the field named, the rule's own message. */
function validationMessage(issues: Issue[], context: string | undefined): string {
  const first = issues[0];
  if (!first) return 'Invalid request';
  const pathFromIssue = first.params?.issue?.path?.map(String).join('.');
  const field = pathFromIssue || first.instancePath?.replace(/^\//, '').replaceAll('/', '.') || context || '';
  const message = first.message ?? 'Invalid value';
  return field &&
    !message.toLowerCase().includes(field.toLowerCase()) &&
    /^(Invalid|Required|Expected|Too)/.test(message)
    ? `${field}: ${message}`
    : message;
}

async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .status(ERROR_STATUS[error.kind])
        .headers(error.headers)
        .send({
          success: false,
          error: { code: error.errorCode ?? ERROR_CODE[error.kind], message: error.message },
        });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const message = validationMessage(error.validation as unknown as Issue[], error.validationContext);
      return reply.status(400).send({ success: false, error: { code: 'BAD_REQUEST', message } });
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const message =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'Malformed JSON in request body'
          : error.message;
      return reply
        .status(status)
        .send({ success: false, error: { code: STATUS_CODE[status] ?? 'BAD_REQUEST', message } });
    }
    request.log.error({ err: error }, 'request failed');
    return reply
      .status(500)
      .send({ success: false, error: { code: 'INTERNAL_ERROR', message: 'Internal server error' } });
  });
}

export default fp(errorHandler, { name: 'error-handler' });
