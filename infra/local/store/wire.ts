/**
 * Raw DynamoDB JSON calls to the inner dynalite server, in wire format, used by the
 * transaction emulator (which must not go through the proxy and its lock again).
 */
import http from 'node:http';

export interface WireResponse {
  readonly status: number;
  readonly body: Record<string, unknown>;
}

/** dynalite checks that a signature is present, not that it is right. */
const FAKE_AUTH = {
  authorization: 'AWS4-HMAC-SHA256 Credential=local/20200101/local/dynamodb/aws4_request, SignedHeaders=host, Signature=local',
  'x-amz-date': '20200101T000000Z',
};

export const JSON_CONTENT_TYPE = 'application/x-amz-json-1.0';

export function wireClient(port: number) {
  const agent = new http.Agent({ keepAlive: true });
  return {
    call(operation: string, body: unknown): Promise<WireResponse> {
      const payload = JSON.stringify(body);
      return new Promise((resolve, reject) => {
        const req = http.request(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/',
            agent,
            headers: {
              ...FAKE_AUTH,
              'content-type': JSON_CONTENT_TYPE,
              'content-length': Buffer.byteLength(payload),
              'x-amz-target': `DynamoDB_20120810.${operation}`,
            },
          },
          (res) => {
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => chunks.push(chunk));
            res.on('end', () => {
              try {
                resolve({ status: res.statusCode ?? 500, body: JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') });
              } catch (error) {
                reject(error);
              }
            });
            res.on('error', reject);
          },
        );
        req.on('error', reject);
        req.end(payload);
      });
    },
    close(): void {
      agent.destroy();
    },
  };
}

export type WireClient = ReturnType<typeof wireClient>;

/** An error reply in DynamoDB's shape. */
export function wireError(type: string, message: string, extra: Record<string, unknown> = {}): WireResponse {
  return { status: 400, body: { __type: `com.amazonaws.dynamodb.v20120810#${type}`, message, ...extra } };
}
