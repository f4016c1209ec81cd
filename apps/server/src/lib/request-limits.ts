import http from 'node:http';
import type { Socket } from 'node:net';
import type { ApiError } from '@careledger/shared';
import { AppError, errorText } from './app-error';
import { renderErrorText } from './messages';

/** Longest path parameter (an id, a role, a tag id) Fastify's router matches; a longer one is a 414. */
export const MAX_PARAM_LENGTH = 100;
/** Longest URL, path and query, the API reads: none of its parameters needs more. */
export const MAX_URL_LENGTH = 8192;

export function urlTooLong(): AppError {
  return new AppError('URI_TOO_LONG', 414, errorText('urlTooLong', { limit: MAX_URL_LENGTH }));
}

/** The one error shape, for answers written to the socket before Fastify has a request to reply to. */
function rawAnswer(socket: Socket, statusCode: number, body: ApiError): void {
  const json = JSON.stringify(body);
  socket.write(
    `HTTP/1.1 ${statusCode} ${http.STATUS_CODES[statusCode]}\r\nContent-Type: application/json; charset=utf-8\r\n` +
      `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`,
  );
}

function appErrorBody(error: AppError): ApiError {
  return {
    error: error.code,
    message: renderErrorText(error.text),
    messageKey: error.text.key,
    params: error.text.params,
  };
}

/**
 * True when what overflowed Node's header limit is the request line itself: the packet starts the request and
 * no line ends within MAX_URL_LENGTH. Then the answer is 414 (the URL), otherwise 431 (the headers).
 */
function isRequestLineTooLong(packet: Buffer | undefined): boolean {
  if (!packet || !/^[A-Z]+ /.test(packet.subarray(0, 16).toString('latin1'))) return false;
  const end = packet.indexOf('\r\n');
  return end === -1 || end > MAX_URL_LENGTH;
}

/**
 * Fastify's `clientErrorHandler`: Node refuses oversized headers (and a request line longer than they may be)
 * before any request exists, answering `{"error":"Request Header Fields Too Large",…}`. This writes the API's
 * own `{ error, message }` instead, without echoing anything the client sent.
 */
export function answerClientError(
  error: Error & { code?: string; rawPacket?: unknown },
  socket: Socket,
): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    if (error.code === 'HPE_HEADER_OVERFLOW') {
      const packet = Buffer.isBuffer(error.rawPacket) ? error.rawPacket : undefined;
      if (isRequestLineTooLong(packet)) rawAnswer(socket, 414, appErrorBody(urlTooLong()));
      else {
        const tooLarge = new AppError(
          'HEADERS_TOO_LARGE',
          431,
          errorText('headersTooLarge', { limit: http.maxHeaderSize }),
        );
        rawAnswer(socket, 431, appErrorBody(tooLarge));
      }
    } else if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      rawAnswer(socket, 408, { error: 'REQUEST_TIMEOUT', message: 'The request took too long to arrive.' });
    } else {
      rawAnswer(socket, 400, { error: 'BAD_REQUEST', message: 'The request is not valid HTTP.' });
    }
  }
  socket.destroy(error);
}
