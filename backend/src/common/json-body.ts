import express, { type NextFunction, type Request, type Response } from 'express';
import { ERRORS, LIMITS } from '@nurse/domain';
import { toErrorBody } from './http-exception.filter';
import { closeUnreadBody } from './unread-body';

export type JsonProblem = 'too-deep' | 'invalid-unicode';

/**
 * Walks a parsed JSON value without recursion: nesting deeper than `maxDepth` (objects and arrays)
 * or a string (value or key) that is not well-formed UTF-16, such as a lone surrogate, is a problem.
 */
export function findJsonProblem(value: unknown, maxDepth: number = LIMITS.jsonMaxDepth): JsonProblem | null {
  const stack: [unknown, number][] = [[value, 0]];
  while (stack.length > 0) {
    const [current, depth] = stack.pop()!;
    if (typeof current === 'string') {
      if (!current.isWellFormed()) return 'invalid-unicode';
      continue;
    }
    if (current === null || typeof current !== 'object') continue;
    if (depth >= maxDepth) return 'too-deep';
    if (Array.isArray(current)) {
      for (const item of current) stack.push([item, depth + 1]);
      continue;
    }
    for (const [key, item] of Object.entries(current)) {
      if (!key.isWellFormed()) return 'invalid-unicode';
      stack.push([item, depth + 1]);
    }
  }
  return null;
}

const PROBLEM_MESSAGES: Record<JsonProblem, string> = {
  'too-deep': ERRORS.jsonTooDeep,
  'invalid-unicode': ERRORS.invalidUnicode,
};

function refuse(req: Request, res: Response, statusCode: number, message: string): void {
  closeUnreadBody(req, res);
  res.status(statusCode).json({ statusCode, message });
}

/**
 * JSON bodies up to the configured size. A body that is too large, malformed, nested too deep or
 * holds invalid Unicode is refused in the shared error shape before any validation sees it.
 */
export function jsonBody(bodyLimitBytes: number) {
  const parse = express.json({ limit: bodyLimitBytes });
  return (req: Request, res: Response, next: NextFunction): void => {
    parse(req, res, (error?: unknown) => {
      if (error) {
        const body = toErrorBody(error);
        return refuse(req, res, body.statusCode, body.message);
      }
      const problem = findJsonProblem(req.body);
      if (problem) return refuse(req, res, 400, PROBLEM_MESSAGES[problem]);
      next();
    });
  };
}
