import type { Request, Response } from 'express';

/** What every GraphQL resolver receives as its context: the HTTP request and response (cookies). */
export interface GraphqlContext {
  req: Request;
  res: Response;
}
