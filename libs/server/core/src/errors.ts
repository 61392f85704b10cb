/**
 * One error shape for every call:
 *   { "error": { "status": 404, "code": "BIKE_NOT_FOUND", "name": "notFound", "message": "..." } }
 * `code` is one of the codes of spec point 8 (the client maps it to a translated text);
 * `name` is the short machine name some callers branch on (emailAlreadyInUse, badCredentials).
 */
export interface ApiErrorBody {
  error: { status: number; code: string; name: string; message: string; issues?: ApiIssue[] };
}

export interface ApiIssue {
  path: string;
  message: string;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errorName: string = defaultNameFor(status),
    readonly issues?: ApiIssue[],
  ) {
    super(message);
  }

  toBody(): ApiErrorBody {
    return {
      error: {
        status: this.status,
        code: this.code,
        name: this.errorName,
        message: this.message,
        ...(this.issues ? { issues: this.issues } : {}),
      },
    };
  }
}

function defaultNameFor(status: number): string {
  switch (status) {
    case 400: return 'badRequest';
    case 401: return 'unauthorized';
    case 403: return 'forbidden';
    case 404: return 'notFound';
    case 409: return 'conflict';
    case 413: return 'payloadTooLarge';
    case 415: return 'unsupportedMediaType';
    case 422: return 'unprocessableEntity';
    case 429: return 'tooManyRequests';
    case 503: return 'serviceUnavailable';
    default: return 'internalServerError';
  }
}

export const notFound = (code: string, message: string) => new ApiError(404, code, message);
export const badRequest = (code: string, message: string, issues?: ApiIssue[]) =>
  new ApiError(400, code, message, 'badRequest', issues);
export const unauthorized = (message = 'Authentication required') =>
  new ApiError(401, 'UNAUTHORIZED', message);
export const forbidden = (message = 'Not authorized to view this page') =>
  new ApiError(403, 'FORBIDDEN', message);
