/** A request the stub fetch received, read out for assertions. */
export interface SeenRequest {
  method: string;
  url: URL;
  headers: Headers;
  body: string;
}

/** What the stub answers: a status, a body (JSON unless a string) and headers. */
export interface StubAnswer {
  status?: number;
  body?: unknown;
  headers?: Record<string, string>;
}

/**
 * A fetch that records each request and answers from `answer` (called with the 0-based attempt
 * number), honouring the request's abort signal like a real fetch.
 */
export function stubFetch(answer: (request: SeenRequest, attempt: number) => StubAnswer | Promise<StubAnswer>): {
  fetch: typeof fetch;
  seen: SeenRequest[];
} {
  const seen: SeenRequest[] = [];
  const fetchStub = async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const request = input instanceof Request ? input : new Request(input, init);
    const record: SeenRequest = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      body: await request.text(),
    };
    seen.push(record);
    request.signal.throwIfAborted();
    const aborted = new Promise<never>((_resolve, reject) => {
      request.signal.addEventListener('abort', () => reject(request.signal.reason), { once: true });
    });
    aborted.catch(() => undefined);
    const { status = 200, body, headers = {} } = await Promise.race([answer(record, seen.length - 1), aborted]);
    const text = body === undefined ? null : typeof body === 'string' ? body : JSON.stringify(body);
    const type = typeof body === 'string' ? 'text/html' : 'application/json';
    return new Response(status === 204 ? null : text, { status, headers: { 'content-type': type, ...headers } });
  };
  return { fetch: fetchStub as typeof fetch, seen };
}
