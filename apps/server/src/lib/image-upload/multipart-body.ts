// multipart/form-data bodies for the media route tests (test support only), written byte by byte so that a
// test can send exactly what a browser would, or exactly what it must not.

/** A text field, or a file with its name and claimed type. */
export type FormPart =
  | { name: string; value: string }
  | { name: string; file: Buffer; filename?: string; contentType?: string };

const BOUNDARY = '----careledger-test-boundary-7MA4YWxkTrZu0gW';

/** The body and Content-Type header of a form with these parts, in order. */
export function multipartBody(parts: readonly FormPart[]): { payload: Buffer; contentType: string } {
  const chunks: Buffer[] = [];
  for (const part of parts) {
    const head =
      'file' in part
        ? `Content-Disposition: form-data; name="${part.name}"; filename="${part.filename ?? 'picture.png'}"\r\n` +
          `Content-Type: ${part.contentType ?? 'image/png'}\r\n`
        : `Content-Disposition: form-data; name="${part.name}"\r\n`;
    chunks.push(Buffer.from(`--${BOUNDARY}\r\n${head}\r\n`, 'utf8'));
    chunks.push('file' in part ? part.file : Buffer.from(part.value, 'utf8'));
    chunks.push(Buffer.from('\r\n', 'utf8'));
  }
  chunks.push(Buffer.from(`--${BOUNDARY}--\r\n`, 'utf8'));
  return { payload: Buffer.concat(chunks), contentType: `multipart/form-data; boundary=${BOUNDARY}` };
}
